/**
 * The editor layout's menus, loaded when first opened (and fetched when the page is idle, so they open at
 * once): the account menu of the desktop top bar and the phone's navigation drawer. Neither is on screen at
 * first paint, and both bring MUI's Menu/Drawer code that every editor route would otherwise download.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NAV_LABELS } from '../../../../shared/messages/access-messages';
import { paths } from '../../config/paths';
import { Brand, NavList } from './editor-layout';

export function UserMenuList({
  anchor,
  onClose: close,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}) {
  return (
    <Menu
      id="user-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={paths.settings()} onClick={close}>
        {NAV_LABELS.settings}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.upgrade} onClick={close}>
        {NAV_LABELS.upgradePlan}
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          onSignOut();
        }}
      >
        {NAV_LABELS.logOut}
      </MenuItem>
    </Menu>
  );
}

export function NavDrawer({
  open,
  onClose: closeMenu,
  userLabel,
  userEmail,
  avatarUrl,
  onSignOut,
}: {
  open: boolean;
  onClose: () => void;
  userLabel: string;
  userEmail: string;
  avatarUrl?: string | null | undefined;
  onSignOut: () => void;
}) {
  return (
    <Drawer anchor="left" open={open} onClose={closeMenu} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ px: 2.5, py: 2.5 }}>
        <Brand />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2.5, pb: 2 }}>
        <Avatar
          src={avatarUrl ?? undefined}
          alt={avatarUrl ? userLabel : undefined}
          sx={{ bgcolor: 'primary.main' }}
        >
          {userLabel.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {userLabel}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            {userEmail}
          </Typography>
        </Box>
      </Stack>
      <Divider sx={{ mb: 1 }} />
      <NavList onNavigate={closeMenu} />
      <Divider sx={{ my: 1 }} />
      <List sx={{ px: 1.5 }}>
        <ListItemButton
          component={RouterLink}
          to={paths.settings()}
          onClick={closeMenu}
          sx={{ borderRadius: 2 }}
        >
          <ListItemText primary={NAV_LABELS.settings} />
        </ListItemButton>
        <ListItemButton
          component={RouterLink}
          to={paths.upgrade}
          onClick={closeMenu}
          sx={{ borderRadius: 2 }}
        >
          <ListItemText primary={NAV_LABELS.upgradePlan} />
        </ListItemButton>
        <ListItemButton
          onClick={() => {
            closeMenu();
            onSignOut();
          }}
          sx={{ borderRadius: 2 }}
        >
          <ListItemText primary={NAV_LABELS.signOut} />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
