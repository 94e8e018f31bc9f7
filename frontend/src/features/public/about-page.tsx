/**
 * /About: the founder's story and the vision. A signed-in editor who is not an admin is sent to the
 * Dashboard ('Redirecting to Dashboard...'); visitors and admins read the page.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { PUBLIC_MESSAGES } from '../../../../shared/messages/public-messages';
import { LoadingView } from '../../components/feedback/loading-view';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useSiteNavigate } from '../../lib/site-navigation';
import { ClosingCtaSection } from './components/home-sections';
import { ABOUT } from './content/site-copy';

function useRedirectNonAdmin(): boolean {
  const auth = useAuth();
  const navigateTo = useSiteNavigate();
  const redirect = auth.status === 'authenticated' && auth.user?.isAdmin !== true;
  useEffect(() => {
    if (redirect) navigateTo(paths.dashboard, { replace: true });
  }, [redirect, navigateTo]);
  return redirect;
}

export function AboutPage() {
  const redirecting = useRedirectNonAdmin();
  if (redirecting) return <LoadingView message={PUBLIC_MESSAGES.redirectingToDashboard} />;
  return (
    <>
      <Container maxWidth="md" sx={{ pt: { xs: 6, md: 10 }, pb: 4 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mb: 2 }}>
          {ABOUT.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.2rem', mb: 6 }}>
          {ABOUT.intro}
        </Typography>
        {[ABOUT.story, ABOUT.vision].map((block) => (
          <Box component="section" key={block.heading} sx={{ mb: 6 }}>
            <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
              {block.heading}
            </Typography>
            {block.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2, lineHeight: 1.75, fontSize: '1.05rem' }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Container>
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          {ABOUT.values.map((value) => (
            <Grid key={value.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                    {value.title}
                  </Typography>
                  <Typography color="text.secondary">{value.body}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
      <ClosingCtaSection />
    </>
  );
}
