/**
 * The public site's navigation parts that every page paints at once: the link lists (navigation bar,
 * drawer, footer), the brand link and the visitor's Log In / Start Free buttons. Plain links: the site
 * renders without a router.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../../shared/config/product';
import {
  FOOTER_LABELS,
  PUBLIC_MESSAGES,
  PUBLIC_NAV_LABELS,
} from '../../../../shared/messages/public-messages';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useSiteNavigate } from '../../lib/site-navigation';
import { Logo } from './logo';

export interface NavLink {
  label: string;
  to: string;
}

export const PUBLIC_NAV_LINKS: readonly NavLink[] = [
  { label: PUBLIC_NAV_LABELS.home, to: paths.home },
  { label: PUBLIC_NAV_LABELS.about, to: paths.about },
  { label: PUBLIC_NAV_LABELS.features, to: paths.homeSection('features') },
  { label: PUBLIC_NAV_LABELS.pricing, to: paths.homeSection('pricing') },
  { label: PUBLIC_NAV_LABELS.faq, to: paths.homeSection('faq') },
];

export const FOOTER_COLUMNS: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: FOOTER_LABELS.product,
    links: [
      { label: PUBLIC_NAV_LABELS.features, to: paths.homeSection('features') },
      { label: PUBLIC_NAV_LABELS.pricing, to: paths.homeSection('pricing') },
      { label: PUBLIC_NAV_LABELS.faq, to: paths.homeSection('faq') },
    ],
  },
  {
    heading: FOOTER_LABELS.company,
    links: [
      { label: PUBLIC_NAV_LABELS.home, to: paths.home },
      { label: PUBLIC_NAV_LABELS.about, to: paths.about },
      { label: FOOTER_LABELS.contact, to: paths.contact },
    ],
  },
  {
    heading: FOOTER_LABELS.legal,
    links: [
      { label: FOOTER_LABELS.privacy, to: paths.privacy },
      { label: FOOTER_LABELS.terms, to: paths.terms },
      { label: FOOTER_LABELS.refund, to: paths.refund },
    ],
  },
];

export function Brand() {
  return (
    <Stack
      component="a"
      href={paths.home}
      direction="row"
      spacing={1.25}
      sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
    >
      <Logo size={30} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        {PRODUCT_NAME}
      </Typography>
    </Stack>
  );
}

/** Signs out, then shows Home as a visitor. */
export function useSignOutToHome() {
  const auth = useAuth();
  const navigateTo = useSiteNavigate();
  return async () => {
    await auth.signOut();
    navigateTo(paths.home);
  };
}

export function VisitorButtons({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1.5} sx={stacked ? { px: 2 } : undefined}>
      <Button href={paths.login} color="inherit" variant="outlined" onClick={onNavigate}>
        {PUBLIC_MESSAGES.logIn}
      </Button>
      <Button href={paths.register} variant="contained" onClick={onNavigate}>
        {PUBLIC_MESSAGES.startFree}
      </Button>
    </Stack>
  );
}
