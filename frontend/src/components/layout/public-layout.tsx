/**
 * The public site's layout: a sticky navigation bar (Home, About Us, Features, Pricing, FAQ; the last three
 * lead to Home's sections), the signed-in user's menu (Dashboard, Settings, Sign Out) or Log In / Start Free
 * for visitors, a drawer mirroring it on phones, and the footer (Product, Company, Legal).
 *
 * Every entry is a plain link (`/Home#pricing`, no router), so the prerendered HTML works without
 * JavaScript; Home scrolls to the section named by the hash (see use-section-scroll.ts). The signed-in menu
 * and the phone drawer load on demand (public-layout-menus.tsx).
 */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/config/product';
import { userMenuLabel } from '../../../../shared/domain/user-label';
import { PUBLIC_MESSAGES } from '../../../../shared/messages/public-messages';
import { useAuth } from '../../lib/auth/auth-context';
import { useIsPrerendering } from '../../lib/prerender-context';
import { Brand, FOOTER_COLUMNS, PUBLIC_NAV_LINKS, VisitorButtons } from './public-nav';
import { useMenuButton } from './use-menu-button';

const MENU_PREFETCH_DELAY_MS = 1500;

const loadMenus = () => import('./public-layout-menus');
const AccountMenuList = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenuList })));
const MobileDrawer = lazy(() => loadMenus().then((m) => ({ default: m.MobileDrawer })));

/** Fetches the menus' code once the page is idle, so the phone menu opens at once when tapped. */
function usePrefetchMenus(): void {
  const prerendering = useIsPrerendering();
  useEffect(() => {
    if (prerendering) return;
    const timer = window.setTimeout(() => void loadMenus().catch(() => undefined), MENU_PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [prerendering]);
}

/** The signed-in user's button; its menu's code loads when it is first opened. */
function AccountMenu() {
  const auth = useAuth();
  const { anchor, used, close, buttonProps } = useMenuButton('public-account-menu');
  const label = userMenuLabel({
    displayName: null,
    fullName: auth.user?.fullName ?? null,
    email: auth.user?.email ?? '',
  });
  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
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
      {used ? (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

function NavBar() {
  const auth = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer (MUI Modal) is rendered from its first opening on; closed, it renders nothing anyway.
  const [drawerUsed, setDrawerUsed] = useState(false);
  usePrefetchMenus();
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
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
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
