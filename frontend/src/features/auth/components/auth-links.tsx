/** The pieces the sign-in and sign-up cards share around their forms. */
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AUTH_FLOW_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { GoogleButton } from './google-button';

/** The card footer: a question and the link to the other page ("No account? Sign up"). */
export function AuthFooterLink({ text, linkText, to }: { text: string; linkText: string; to: string }) {
  return (
    <Typography color="text.secondary">
      {text}{' '}
      <Link component={RouterLink} to={to}>
        {linkText}
      </Link>
    </Typography>
  );
}

/** "or" and the Google button, under the e-mail form. */
export function OrGoogle() {
  return (
    <>
      <Divider>{AUTH_FLOW_MESSAGES.or}</Divider>
      <GoogleButton />
    </>
  );
}
