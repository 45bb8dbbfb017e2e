import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { portalName } from '../../lib/portal';
import { AccountMenu } from './account-menu';
import { MEMBER_NAV_LINKS } from './member-links';
import { MemberNavDrawer } from './member-nav-drawer';

/** The member area's frame (spec §2 "Navigation"): home link, section links, Logout and the user menu. */
export default function MemberLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const theme = useTheme();
  // noSsr reads the width on the first render, so a phone never flashes the desktop links.
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);

  const signOut = async () => {
    setDrawerOpen(false);
    await logout();
    navigate(PATHS.login, { replace: true });
  };

  return (
    <>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={NavLink}
            to={PATHS.memberHome}
            end
            variant="h6"
            noWrap
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 1, minWidth: 0 }}
          >
            {portalName()}
          </Typography>
          {small ? (
            <Box sx={{ flexGrow: 1 }} />
          ) : (
            <Box
              component="nav"
              aria-label="Member sections"
              sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}
            >
              {MEMBER_NAV_LINKS.map((link) => (
                <Button
                  key={link.path}
                  component={NavLink}
                  to={link.path}
                  color="inherit"
                  sx={{ flexShrink: 0, '&.active': { bgcolor: 'rgba(0,0,0,0.08)' } }}
                >
                  {link.label}
                </Button>
              ))}
              <Button color="inherit" startIcon={<LogoutIcon />} onClick={signOut} sx={{ flexShrink: 0 }}>
                Logout
              </Button>
            </Box>
          )}
          <AccountMenu name={user?.name ?? null} onLogout={signOut} />
          {small && (
            <IconButton
              color="inherit"
              edge="end"
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </AppBar>
      {small && <MemberNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogout={signOut} />}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Container>
    </>
  );
}
