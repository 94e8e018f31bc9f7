import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Height of the sticky navigation bar: sections scrolled to stop below it. */
export const NAV_BAR_OFFSET = 80;

/** One band of a marketing page: an anchor id, a heading (h2), an optional intro and the content. */
export function Section({
  id,
  heading,
  intro,
  children,
  shaded = false,
  headingLevel = 'h2',
}: {
  id?: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  shaded?: boolean;
  headingLevel?: 'h1' | 'h2';
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        scrollMarginTop: NAV_BAR_OFFSET,
        py: { xs: 7, md: 10 },
        bgcolor: shaded ? 'rgba(255,255,255,0.025)' : undefined,
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography
            id={headingId}
            variant="h2"
            component={headingLevel}
            sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: intro ? 1.5 : 0 }}
          >
            {heading}
          </Typography>
          {intro ? (
            <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
              {intro}
            </Typography>
          ) : null}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
