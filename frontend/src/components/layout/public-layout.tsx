/**
 * The public site's layout: a sticky navigation bar (Home, About Us, Features, Pricing, FAQ; the last three
 * lead to Home's sections), the signed-in user's menu (Dashboard, Settings, Sign Out) or Log In / Start Free
 * for visitors, a drawer mirroring it on phones, and the footer (Product, Company, Legal).
 *
 * Every entry is a plain link (`/Home#pricing`, no router), so the prerendered HTML works without JavaScript; Home
 * scrolls to the section named by the hash (see use-section-scroll.ts).
 */
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/config/product';
import { userMenuLabel } from '../../../../shared/domain/user-label';
import {
  FOOTER_LABELS,
  PUBLIC_MESSAGES,
  PUBLIC_NAV_LABELS,
} from '../../../../shared/messages/public-messages';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { navigateTo } from '../../lib/site-navigation';
import { Logo } from './logo';

interface NavLink {
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

function Brand() {
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

function useSignOutToHome() {
  const auth = useAuth();
  return async () => {
    await auth.signOut();
    navigateTo(paths.home);
  };
}

function AccountMenu() {
  const auth = useAuth();
  const signOut = useSignOutToHome();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = userMenuLabel({
    displayName: null,
    fullName: auth.user?.fullName ?? null,
    email: auth.user?.email ?? '',
  });
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'public-account-menu' : undefined}
        aria-label={`${PUBLIC_MESSAGES.accountMenu}: ${label}`}
        startIcon={
          <Avatar sx={{ width: 28, height: 28, bgcolor: 'primary.main', fontSize: 14 }}>
            {label.slice(0, 1).toUpperCase()}
          </Avatar>
        }
        sx={{ maxWidth: 220 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </Box>
      </Button>
      <Menu id="public-account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={paths.dashboard} onClick={close}>
          {PUBLIC_NAV_LABELS.dashboard}
        </MenuItem>
        <MenuItem component="a" href={paths.settings()} onClick={close}>
          {PUBLIC_NAV_LABELS.settings}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          {PUBLIC_NAV_LABELS.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}

function VisitorButtons({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
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

function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const signOut = useSignOutToHome();
  const signedIn = auth.status === 'authenticated';
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 288 }, role: 'dialog', 'aria-modal': true, 'aria-label': PUBLIC_MESSAGES.menu },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Brand />
        <IconButton aria-label={PUBLIC_MESSAGES.closeMenu} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={PUBLIC_MESSAGES.mainNavigation}>
        <List component="div">
          {PUBLIC_NAV_LINKS.map((link) => (
            <ListItemButton key={link.label} component="a" href={link.to} onClick={onClose}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider />
      {signedIn ? (
        <List component="div">
          <ListItemButton component="a" href={paths.dashboard} onClick={onClose}>
            <ListItemText primary={PUBLIC_NAV_LABELS.dashboard} />
          </ListItemButton>
          <ListItemButton component="a" href={paths.settings()} onClick={onClose}>
            <ListItemText primary={PUBLIC_NAV_LABELS.settings} />
          </ListItemButton>
          <ListItemButton
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            <ListItemText primary={PUBLIC_NAV_LABELS.signOut} />
          </ListItemButton>
        </List>
      ) : (
        <Box sx={{ py: 2 }}>
          <VisitorButtons stacked onNavigate={onClose} />
        </Box>
      )}
    </Drawer>
  );
}

function NavBar() {
  const auth = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        bgcolor: 'rgba(18,18,26,0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Brand />
          <Box
            component="nav"
            aria-label={PUBLIC_MESSAGES.mainNavigation}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flexGrow: 1 }}
          >
            {PUBLIC_NAV_LINKS.map((link) => (
              <Button key={link.label} href={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, ml: 'auto' }}>
            {auth.status === 'authenticated' ? <AccountMenu /> : <VisitorButtons />}
          </Box>
          <IconButton
            color="inherit"
            aria-label={PUBLIC_MESSAGES.openMenu}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </AppBar>
  );
}

function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Brand />
            <Typography color="text.secondary" variant="body2" sx={{ mt: 1.5, maxWidth: 320 }}>
              Video review and approval for editors and their clients: time-coded notes, one-click approvals,
              no client accounts.
            </Typography>
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.heading} size={{ xs: 6, sm: 4, md: 2.66 }}>
              <Box component="nav" aria-label={column.heading}>
                <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
                  {column.heading}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link href={link.to} color="text.secondary" underline="hover">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {PRODUCT_NAME} ·{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`} color="inherit">
            {SUPPORT_EMAIL}
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        color: 'text.primary',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <NavBar />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
