import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguageMenuItems } from '../language/use-language-menu-items';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  /** The bar's end, toward which the menu opens: 'left' on a right-to-left page. */
  end: 'left' | 'right';
  onClose: () => void;
  /** A first, inert line naming who is signed in (the staff email). */
  signedInAs?: string | null;
  /** Where 'Profile' leads; absent, the menu has no Profile item. */
  profilePath?: string;
  onLogout: () => void;
};

/**
 * The account menu's items: who is signed in (staff), Profile (members), the languages and Logout. It opens on
 * its first item (Profile for a member), not on the ticked language as a list of choices would: 'menu', not
 * MUI's default 'selectedMenu'.
 */
export function AccountMenuList({ id, anchor, end, onClose, signedInAs, profilePath, onLogout }: Props) {
  const { t } = useTranslation();
  const languageItems = useLanguageMenuItems(onClose);
  return (
    <Menu
      id={id}
      variant="menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
    >
      {signedInAs && (
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          {signedInAs}
        </MenuItem>
      )}
      {profilePath && (
        <MenuItem component={Link} to={profilePath} onClick={onClose}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('common.profile')}
        </MenuItem>
      )}
      {languageItems}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('common.logout')}
      </MenuItem>
    </Menu>
  );
}
