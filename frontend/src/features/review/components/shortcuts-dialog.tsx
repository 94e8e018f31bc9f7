/** The keyboard shortcuts' help overlay (its code loads the first time it opens). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose(): void;
}

export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="shortcuts-title">{REVIEW_MESSAGES.shortcutsTitle}</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {REVIEW_MESSAGES.shortcuts.map((s) => (
            <Box key={s.action} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ display: 'flex', gap: 0.5, m: 0 }}>
                {s.keys.map((k) => (
                  <Box
                    component="kbd"
                    key={k}
                    sx={{
                      px: 0.75,
                      py: 0.25,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'action.hover',
                      fontFamily: 'inherit',
                      fontSize: 13,
                      minWidth: 24,
                      textAlign: 'center',
                    }}
                  >
                    {k}
                  </Box>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                {s.action}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{REVIEW_MESSAGES.shortcutsClose}</Button>
      </DialogActions>
    </Dialog>
  );
}
