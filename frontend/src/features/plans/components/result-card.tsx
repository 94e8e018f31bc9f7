/** The card of the payment result and welcome pages: an icon, a title, text and buttons. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ResultAction {
  label: string;
  /** An in-app path, or an external (mailto:) link. */
  to: string;
  primary?: boolean;
}

export function ResultCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions: readonly ResultAction[];
}) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <CardContent sx={{ textAlign: 'center', p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {title}
          </Typography>
          {children}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
          >
            {actions.map((action) =>
              action.to.startsWith('/') ? (
                <Button
                  key={action.label}
                  component={RouterLink}
                  to={action.to}
                  variant={action.primary ? 'contained' : 'outlined'}
                >
                  {action.label}
                </Button>
              ) : (
                <Button
                  key={action.label}
                  href={action.to}
                  variant={action.primary ? 'contained' : 'outlined'}
                >
                  {action.label}
                </Button>
              ),
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
