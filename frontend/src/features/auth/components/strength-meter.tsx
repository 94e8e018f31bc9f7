import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '../../../../../shared/forms/password-strength';
import { AUTH_FLOW_MESSAGES } from '../../../../../shared/messages/editor-app-messages';

const COLOURS = ['error', 'error', 'warning', 'warning', 'success', 'success'] as const;

/** Advisory only: it never blocks the form. */
export function StrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Box sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={(strength.score / 5) * 100}
        color={COLOURS[strength.score]}
        aria-label={AUTH_FLOW_MESSAGES.passwordStrength(strength.label)}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {AUTH_FLOW_MESSAGES.passwordStrength(strength.label)}
      </Typography>
    </Box>
  );
}
