/**
 * Notes across versions: the 'This version / All versions' switch and the chip that marks a note written on
 * an earlier version (shared by the project page and the review page).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ToggleChoice } from '../toggle-choice';
import { VERSION_MESSAGES } from '../../../../shared/messages/version-messages';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

export type NotesScope = 'current' | 'all';

export function NotesScopeSwitch({
  value,
  onChange,
}: {
  value: NotesScope;
  onChange: (scope: NotesScope) => void;
}) {
  return (
    <ToggleChoice
      value={value}
      onChange={onChange}
      ariaLabel={VERSION_MESSAGES.notesScopeLabel}
      options={[
        { value: 'current', label: VERSION_MESSAGES.thisVersion },
        { value: 'all', label: VERSION_MESSAGES.allVersions },
      ]}
    />
  );
}

/** 'v1' on a note of an earlier version. */
export function VersionChip({ versionNumber }: { versionNumber: number }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={
        <>
          <span aria-hidden="true">{VERSION_MESSAGES.versionChip(versionNumber)}</span>
          <Box component="span" sx={visuallyHidden}>
            {VERSION_MESSAGES.versionChipLabel(versionNumber)}
          </Box>
        </>
      }
      data-testid="version-chip"
      sx={{ height: 20, fontSize: '0.75rem', fontWeight: 600 }}
    />
  );
}
