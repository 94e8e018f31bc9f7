/**
 * The signed-in layout. Desktop (≥ 1024 px): a 260 px sidebar (current filter highlighted) and a top bar
 * with the bell and the user menu. Phone: a header that hides past 100 px of downward scroll, a slide-in
 * menu, and a bottom bar with Projects, a centre Import button and Settings.
 */
import AddIcon from '@mui/icons-material/Add';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/config/product';
import { NAV_LABELS } from '../../../../shared/messages/access-messages';
import { DESKTOP_QUERY, SIDEBAR_WIDTH } from '../../app/theme';
import { useMay } from '../../lib/api/get-current-workspace';
import { parseProjectFilter, paths, resolvePage, type PageName } from '../../config/paths';
import { Logo } from './logo';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useMenuButton } from './use-menu-button';

const MENU_PREFETCH_DELAY_MS = 1500;

// A cycle on purpose (the menus use Brand and NavList from here): the menus' module loads only after this
// one has run.
const loadMenus = () => import('./editor-layout-menus');
const UserMenuList = lazy(() => loadMenus().then((m) => ({ default: m.UserMenuList })));
const NavDrawer = lazy(() => loadMenus().then((m) => ({ default: m.NavDrawer })));

/** Fetches the menus' code once the page is idle, so a menu opens at once when tapped. */
function usePrefetchMenus(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => void loadMenus().catch(() => undefined), MENU_PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

export interface EditorLayoutProps {
  page: PageName;
  /** Display name, else full name, else e-mail. */
  userLabel: string;
  userEmail: string;
  /** The avatar's (signed) URL, when the user uploaded one. */
  avatarUrl?: string | null;
  onSignOut: () => void;
  /** Top-bar actions (the notification bell). */
  actions?: ReactNode;
  children: ReactNode;
}

function useCurrentNavKey(): NavItem['key'] | null {
  const location = useLocation();
  const { page } = resolvePage(location.pathname);
  if (page === 'Dashboard') return 'dashboard';
  if (page === 'Analytics') return 'analytics';
  if (page === 'Projects') return parseProjectFilter(new URLSearchParams(location.search).get('filter'));
  return null;
}

/** Entries with an icon at the left edge; the project filters are indented under All Projects. */
const TOP_LEVEL: ReadonlySet<NavItem['key']> = new Set(['dashboard', 'all', 'analytics']);

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const current = useCurrentNavKey();
  return (
    <List component="nav" aria-label="Main" sx={{ px: 1.5 }}>
      {NAV_ITEMS.map((item) => {
        const selected = current === item.key;
        return (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={item.to}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              pl: TOP_LEVEL.has(item.key) ? 2 : 4,
              '&.Mui-selected': { bgcolor: 'rgba(139,92,246,0.18)', color: 'primary.light' },
              '&.Mui-selected:hover': { bgcolor: 'rgba(139,92,246,0.26)' },
            }}
          >
            {TOP_LEVEL.has(item.key) ? (
              <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                {item.key === 'dashboard' ? (
                  <DashboardOutlinedIcon fontSize="small" />
                ) : item.key === 'analytics' ? (
                  <InsightsOutlinedIcon fontSize="small" />
                ) : (
                  <FolderOutlinedIcon fontSize="small" />
                )}
              </ListItemIcon>
            ) : null}
            <ListItemText primary={item.label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

export function Brand() {
  return (
    <Stack
      direction="row"
      spacing={1.2}
      component={RouterLink}
      to={paths.dashboard}
      sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
    >
      <Logo size={28} />
      <Typography variant="h5" component="span">
        {PRODUCT_NAME}
      </Typography>
    </Stack>
  );
}

function UserMenu({
  userLabel,
  avatarUrl,
  onSignOut,
}: {
  userLabel: string;
  avatarUrl?: string | null | undefined;
  onSignOut: () => void;
}) {
  // The menu (MUI Menu/Popover) is rendered from its first opening on; its code loads then or when idle.
  const { anchor, used, close, buttonProps } = useMenuButton('user-menu');
  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
        startIcon={
          <Avatar
            src={avatarUrl ?? undefined}
            alt={avatarUrl ? userLabel : undefined}
            sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}
          >
            {userLabel.charAt(0).toUpperCase()}
          </Avatar>
        }
        sx={{ maxWidth: 260 }}
      >
        <Typography noWrap component="span" sx={{ fontWeight: 600 }}>
          {userLabel}
        </Typography>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={close} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Import (a new project) for a role that may create projects; none for a Viewer. */
function ImportButton() {
  if (!useMay('changeProjects')) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Button fullWidth variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.import}>
        {NAV_LABELS.import}
      </Button>
    </Box>
  );
}

function ImportFab() {
  if (!useMay('changeProjects')) return null;
  return (
    <Fab
      color="primary"
      component={RouterLink}
      to={paths.import}
      aria-label={NAV_LABELS.import}
      sx={{ mt: -4, boxShadow: 6 }}
    >
      <AddIcon />
    </Fab>
  );
}

function DesktopLayout({ userLabel, avatarUrl, onSignOut, actions, children }: EditorLayoutProps) {
  usePrefetchMenus();
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        component="aside"
        sx={{
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          position: 'sticky',
          top: 0,
          height: '100dvh',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Box sx={{ px: 3, py: 2.5 }}>
          <Brand />
        </Box>
        <NavList />
        <Box sx={{ flexGrow: 1 }} />
        <ImportButton />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="transparent"
          elevation={0}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'rgba(18,18,26,0.85)',
            backdropFilter: 'blur(8px)',
          }}
        >
          <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
            {actions}
            <UserMenu userLabel={userLabel} avatarUrl={avatarUrl} onSignOut={onSignOut} />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main"
          sx={{ flexGrow: 1, p: { lg: 4 }, maxWidth: 1400, width: '100%', mx: 'auto' }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

function PhoneLayout({
  page,
  userLabel,
  userEmail,
  avatarUrl,
  onSignOut,
  actions,
  children,
}: EditorLayoutProps) {
  const hidden = useHideOnScroll(100);
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer (MUI Modal) is rendered from its first opening on; closed, it renders nothing anyway.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  usePrefetchMenus();
  const showBottomBar = page !== 'Review';
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        maxWidth: '100vw',
        overflowX: 'clip',
        pb: showBottomBar ? 'calc(76px + env(safe-area-inset-bottom))' : 0,
      }}
    >
      <Slide appear={false} direction="down" in={!hidden}>
        <AppBar
          position="fixed"
          elevation={0}
          sx={{
            bgcolor: 'rgba(18,18,26,0.94)',
            backdropFilter: 'blur(8px)',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              color="inherit"
              aria-label="Open menu"
              onClick={() => {
                setDrawerUsed(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ flexGrow: 1 }}>
              <Brand />
            </Box>
            {actions}
          </Toolbar>
        </AppBar>
      </Slide>
      <Toolbar />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer
            open={menuOpen}
            onClose={closeMenu}
            userLabel={userLabel}
            userEmail={userEmail}
            avatarUrl={avatarUrl}
            onSignOut={onSignOut}
          />
        </Suspense>
      ) : null}
      <Box component="main" id="main" sx={{ px: 2, pt: 2, overflowX: 'hidden', minWidth: 0 }}>
        {children}
      </Box>
      {showBottomBar ? <BottomBar /> : null}
    </Box>
  );
}

function BottomBar() {
  const location = useLocation();
  const { page } = resolvePage(location.pathname);
  const itemSx = (active: boolean) => ({
    flex: 1,
    flexDirection: 'column',
    gap: 0.25,
    py: 1,
    color: active ? 'primary.light' : 'text.secondary',
    fontSize: 12,
  });
  return (
    <Paper
      component="nav"
      aria-label="Quick actions"
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: 0,
        pb: 'env(safe-area-inset-bottom)',
        height: 'calc(68px + env(safe-area-inset-bottom))',
      }}
    >
      <Button
        component={RouterLink}
        to={paths.projects()}
        sx={itemSx(page === 'Projects' || page === 'Project')}
        aria-current={page === 'Projects' ? 'page' : undefined}
      >
        <FolderOutlinedIcon />
        {NAV_LABELS.projects}
      </Button>
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
        <ImportFab />
      </Box>
      <Button
        component={RouterLink}
        to={paths.settings()}
        sx={itemSx(page === 'Settings')}
        aria-current={page === 'Settings' ? 'page' : undefined}
      >
        <SettingsOutlinedIcon />
        {NAV_LABELS.settings}
      </Button>
    </Paper>
  );
}

export function EditorLayout(props: EditorLayoutProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  return desktop ? <DesktopLayout {...props} /> : <PhoneLayout {...props} />;
}
