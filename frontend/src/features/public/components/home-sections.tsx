/**
 * The sections of Home, reused by /Features, /Pricing and /Faq: hero, pain points, features, how it works,
 * testimonials, FAQ accordion and the closing call to action. (Pricing takes the plan cards as children:
 * the cards belong to the plans feature.)
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import LinkIcon from '@mui/icons-material/Link';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PUBLIC_MESSAGES } from '../../../../../shared/messages/public-messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  CLOSING_CTA,
  FAQ,
  FEATURES,
  HERO,
  HOW_IT_WORKS,
  PAIN_POINTS,
  PRICING,
  TESTIMONIALS,
} from '../content/site-copy';
import { Section } from './section';
import { scrollToSection } from './use-section-scroll';

const FEATURE_ICONS = [TimerOutlinedIcon, LinkIcon, FactCheckOutlinedIcon, FolderSharedOutlinedIcon];

export function HeroSection() {
  const auth = useAuth();
  const isAdmin = auth.status === 'authenticated' && auth.user?.isAdmin === true;
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        pt: { xs: 8, md: 14 },
        pb: { xs: 8, md: 12 },
        background:
          'radial-gradient(ellipse at top, rgba(139,92,246,0.22), transparent 60%), radial-gradient(ellipse at bottom right, rgba(56,189,248,0.08), transparent 55%)',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          component="p"
          sx={{ color: '#c4b5fd', fontWeight: 600, letterSpacing: 0.5, mb: 2, textTransform: 'uppercase' }}
        >
          {HERO.eyebrow}
        </Typography>
        <Typography
          id="hero-heading"
          variant="h1"
          sx={{ fontSize: { xs: '2.2rem', sm: '2.8rem', md: '3.6rem' }, lineHeight: 1.1, mb: 3 }}
        >
          {HERO.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 5 }}>
          {HERO.body}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', alignItems: 'center' }}
        >
          <Button variant="contained" size="large" href={paths.register}>
            {PUBLIC_MESSAGES.startFree}
          </Button>
          <Button
            variant="outlined"
            size="large"
            color="inherit"
            href="#features"
            onClick={(event) => {
              event.preventDefault();
              scrollToSection('features');
            }}
          >
            {PUBLIC_MESSAGES.watchDemo}
          </Button>
          {isAdmin ? (
            <Button variant="text" size="large" href={paths.dashboard}>
              {PUBLIC_MESSAGES.goToDashboard}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {HERO.proof}
        </Typography>
      </Container>
    </Box>
  );
}

export function PainPointsSection() {
  return (
    <Section id="problems" heading={PAIN_POINTS.heading} intro={PAIN_POINTS.intro} shaded>
      <Grid container spacing={3}>
        {PAIN_POINTS.items.map((item) => (
          <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
                  {item.title}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {item.body}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

export function FeatureCards() {
  return (
    <Grid container spacing={3}>
      {FEATURES.cards.map((card, index) => {
        const Icon = FEATURE_ICONS[index] ?? TimerOutlinedIcon;
        return (
          <Grid key={card.title} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2 }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    flexShrink: 0,
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(139,92,246,0.16)',
                    color: '#c4b5fd',
                  }}
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.75 }}>
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary">{card.body}</Typography>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

export function FeaturesSection({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <Section id="features" heading={FEATURES.heading} intro={FEATURES.intro} headingLevel={headingLevel}>
      <FeatureCards />
    </Section>
  );
}

export function HowItWorksSection({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <Section
      id="how-it-works"
      heading={HOW_IT_WORKS.heading}
      intro={HOW_IT_WORKS.intro}
      headingLevel={headingLevel}
      shaded
    >
      <Grid component="ol" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {HOW_IT_WORKS.steps.map((step, index) => (
          <Grid component="li" key={step.title} size={{ xs: 12, md: 4 }}>
            <Box sx={{ textAlign: { xs: 'left', md: 'center' }, px: { md: 2 } }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: '1.2rem',
                  mb: 2,
                  mx: { md: 'auto' },
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.body}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

export function TestimonialsSection() {
  return (
    <Section id="testimonials" heading={TESTIMONIALS.heading} intro={TESTIMONIALS.intro}>
      <Grid container spacing={3}>
        {TESTIMONIALS.items.map((item) => (
          <Grid key={item.author} size={{ xs: 12, md: 4 }}>
            <Card component="figure" sx={{ height: '100%', m: 0 }}>
              <CardContent>
                <Typography component="blockquote" sx={{ m: 0, mb: 2, fontSize: '1.02rem' }}>
                  “{item.quote}”
                </Typography>
                <Typography component="figcaption" variant="body2" color="text.secondary">
                  — {item.author}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

export function PricingSection({
  children,
  headingLevel = 'h2',
}: {
  children: ReactNode;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <Section id="pricing" heading={PRICING.heading} intro={PRICING.intro} headingLevel={headingLevel} shaded>
      {children}
    </Section>
  );
}

export function FaqSection({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <Section id="faq" heading={FAQ.heading} headingLevel={headingLevel}>
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        {FAQ.items.map((item, index) => (
          <Accordion key={item.question} disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${index}-question`}
              aria-controls={`faq-${index}-answer`}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-answer`}>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}

export function ClosingCtaSection() {
  return (
    <Box component="section" aria-labelledby="closing-heading" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            p: { xs: 4, md: 6 },
            borderRadius: 4,
            background: 'linear-gradient(135deg, rgba(139,92,246,0.28), rgba(56,189,248,0.12))',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            id="closing-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1.5 }}
          >
            {CLOSING_CTA.heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {CLOSING_CTA.body}
          </Typography>
          <Button variant="contained" size="large" href={paths.register}>
            {PUBLIC_MESSAGES.startFree}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
