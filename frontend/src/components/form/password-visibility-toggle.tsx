/** The show/hide button at the end of a password field (sign-in forms, the review prompt, the link dialog). */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { AUTH_FLOW_MESSAGES } from '../../../../shared/messages/editor-app-messages';

export function PasswordVisibilityToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? AUTH_FLOW_MESSAGES.hidePassword : AUTH_FLOW_MESSAGES.showPassword}
        onClick={onToggle}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
