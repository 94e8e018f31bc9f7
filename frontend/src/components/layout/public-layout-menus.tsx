/**
 * The public layout's menus that a first paint does not need, loaded on demand: the signed-in user's menu
 * (Dashboard, Settings, Sign Out; loaded when first opened) and the phone drawer that
 * mirrors the navigation bar (loaded when first opened, or ahead of that once the page is idle).
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { PUBLIC_MESSAGES, PUBLIC_NAV_LABELS } from '../../../../shared/messages/public-messages';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { Brand, PUBLIC_NAV_LINKS, useSignOutToHome, VisitorButtons } from './public-nav';

/** The signed-in user's menu (opened from the account button in the navigation bar). */
export function AccountMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const signOut = useSignOutToHome();
  return (
    <Menu id="public-account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component="a" href={paths.dashboard} onClick={onClose}>
        {PUBLIC_NAV_LABELS.dashboard}
      </MenuItem>
      <MenuItem component="a" href={paths.settings()} onClick={onClose}>
        {PUBLIC_NAV_LABELS.settings}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        {PUBLIC_NAV_LABELS.signOut}
      </MenuItem>
    </Menu>
  );
}

export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
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
