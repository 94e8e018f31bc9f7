import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '../../../../../shared/config/product';
import { Logo } from '../../../components/layout/logo';
import { paths } from '../../../config/paths';

export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Stack
          direction="row"
          spacing={1.2}
          component={RouterLink}
          to={paths.home}
          sx={{
            alignItems: 'center',
            justifyContent: 'center',
            mb: 3,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <Logo size={34} />
          <Typography variant="h3" component="span">
            {PRODUCT_NAME}
          </Typography>
        </Stack>
        <Paper sx={{ p: { xs: 3, sm: 4 } }} variant="outlined">
          <Typography variant="h2" component="h1" sx={{ mb: 3, fontSize: '1.4rem', textAlign: 'center' }}>
            {title}
          </Typography>
          {children}
        </Paper>
        {footer ? <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box> : null}
      </Box>
    </Box>
  );
}
