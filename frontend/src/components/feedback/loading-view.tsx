/** The full-screen loading view of the access gate: the product's logo and name, and a spinner. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../../shared/config/product';
import { Logo } from '../layout/logo';

export function LoadingView({ message }: { message?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Logo size={48} />
      <Typography variant="h3" component="p">
        {PRODUCT_NAME}
      </Typography>
      <CircularProgress aria-label="Loading" />
      {message ? (
        <Typography color="text.secondary" variant="body2">
          {message}
        </Typography>
      ) : null}
    </Box>
  );
}
