import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link } from 'react-router';

type Props = {
  /** Shown beside the icon (the member's last name, spec §2); null shows the icon alone. */
  shownName: string | null;
  /** A first, inert line naming who is signed in (the staff email). */
  signedInAs?: string | null;
  /** Where 'Profile' leads; absent, the menu has no Profile item. */
  profilePath?: string;
  onLogout: () => void;
};

/** Spec §2: the user menu of both areas, with Profile (members) and Logout. */
export function AccountMenu({ shownName, signedInAs, profilePath, onLogout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        // The accessible name starts with the visible name (WCAG "label in name"), so voice control finds it.
        aria-label={shownName ? `${shownName}, Account menu` : 'Account menu'}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
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
            Profile
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
