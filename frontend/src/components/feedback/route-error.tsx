/** The router's error element: a chunk that failed to load (new deploy) or a render error, never a blank page. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';

export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h2" component="h1">
        {COMMON_MESSAGES.unexpectedRefresh}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {COMMON_MESSAGES.tryAgain}
      </Button>
    </Box>
  );
}
