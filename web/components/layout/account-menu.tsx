import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguageMenuItems } from '../language/use-language-menu-items';

type Props = {
  /** Shown beside the icon (the last word of the member's name); null shows the icon alone. */
  shownName: string | null;
  /** A first, inert line naming who is signed in (the staff email). */
  signedInAs?: string | null;
  /** Where 'Profile' leads; absent, the menu has no Profile item. */
  profilePath?: string;
  onLogout: () => void;
};

/** The user menu of both areas, with Profile (members), the languages and Logout. */
export function AccountMenu({ shownName, signedInAs, profilePath, onLogout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const { t } = useTranslation();
  const languageItems = useLanguageMenuItems(close);
  // The menu opens toward the page from the bar's end, which is the left on a right-to-left page.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';

  return (
    <>
      <Button
        color="inherit"
        // The accessible name starts with the visible name (WCAG "label in name"), so voice control finds it.
        aria-label={shownName ? t('common.accountMenuOf', { name: shownName }) : t('common.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<AccountCircleIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, flexShrink: 0, '& .MuiButton-startIcon': shownName ? {} : { mx: 0 } }}
      >
        {shownName && (
          <Box
            component="span"
            sx={{ maxWidth: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {shownName}
          </Box>
        )}
      </Button>
      {/*
        It opens on its first item (Profile for a member), not on the ticked language as a list of choices
        would: 'menu', not MUI's default 'selectedMenu' (issue 22).
      */}
      <Menu
        id={menuId}
        variant="menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
      >
        {signedInAs && (
          <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
            {signedInAs}
          </MenuItem>
        )}
        {profilePath && (
          <MenuItem component={Link} to={profilePath} onClick={close}>
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
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('common.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
