/**
 * The desktop player's keyboard shortcuts in a help overlay: opened with '?' (outside text fields) or the
 * button under the player, closed with Escape, '?' or Close.
 */
import Button from '@mui/material/Button';
import { LazyDialog as Dialog } from '../../../components/feedback/lazy-overlays';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      // Another dialog (the name dialog) owns the keyboard.
      if (!open && document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog" sx={{ mt: 1 }}>
        {REVIEW_MESSAGES.shortcutsButton}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="shortcuts-title"
        maxWidth="xs"
        fullWidth
      >
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
          <Button onClick={() => setOpen(false)}>{REVIEW_MESSAGES.shortcutsClose}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
