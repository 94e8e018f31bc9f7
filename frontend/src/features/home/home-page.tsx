/**
 * /Home: the landing page. The full marketing site (features, pricing, FAQ…) is not part of the editor
 * issue; this page introduces the product and leads to sign-in.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/config/product';
import { PUBLIC_MESSAGES } from '../../../../shared/messages/public-messages';
import { Logo } from '../../components/layout/logo';
import { paths } from '../../config/paths';

export default function HomePage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 12 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 6 }}>
        <Logo size={36} />
        <Typography variant="h4" component="p">
          {PRODUCT_NAME}
        </Typography>
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, mb: 2 }}>
        Video feedback and approvals, without the email chains.
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', mb: 5, maxWidth: 640 }}>
        Import videos from a Google Drive link, share a secure 7-day review link, and collect time-stamped
        notes and approvals from clients who never need an account.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" component={RouterLink} to={paths.register}>
          {PUBLIC_MESSAGES.startFree}
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to={paths.login}>
          {PUBLIC_MESSAGES.logIn}
        </Button>
      </Box>
    </Container>
  );
}
