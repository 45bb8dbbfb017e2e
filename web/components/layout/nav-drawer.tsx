import type { SvgIconComponent } from '@mui/icons-material';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { DRAWER_WIDTH } from '../../../domain/constants';

export type NavItem = { path: string; label: string; Icon?: SvgIconComponent };

type Props = {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  links: readonly NavItem[];
  /** The name of the navigation landmark, the same as the wide screen's ('Member sections'). */
  navLabel: string;
};

/** On a small screen the section links live in a right-hand drawer 240 px wide. */
export function NavDrawer({ open, onClose, onLogout, links, navLabel }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('common.navigation'), sx: { width: DRAWER_WIDTH } } }}
    >
      <Box component="nav" aria-label={navLabel}>
        <List>
          {links.map(({ path, label, Icon }) => (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={path}
                onClick={onClose}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                {Icon && (
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                )}
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('common.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
