import AccountCircle from '@mui/icons-material/AccountCircle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { adminNavLinksFor, PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { portalName } from '../../lib/portal';

/** The admin area's frame: the role's section links and a menu with the email and Logout (spec §2). */
export default function AdminLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = adminNavLinksFor(user);

  const signOut = async () => {
    setAnchor(null);
    await logout();
    navigate(PATHS.adminLogin, { replace: true });
  };

  return (
    <>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component={NavLink}
            to={PATHS.adminHome}
            end
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', mr: 1, fontWeight: 700 }}
          >
            {portalName()}
          </Typography>
          <Box
            component="nav"
            aria-label="Admin sections"
            sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}
          >
            {links.map((link) => (
              <Button
                key={link.path}
                component={NavLink}
                to={link.path}
                color="inherit"
                sx={{ '&.active': { bgcolor: 'rgba(0,0,0,0.08)' } }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          {user && (
            <>
              <IconButton
                color="inherit"
                aria-label="Account menu"
                onClick={(e) => setAnchor(e.currentTarget)}
              >
                <AccountCircle />
              </IconButton>
              <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
                  {user.email ?? user.name ?? 'Signed in'}
                </MenuItem>
                <MenuItem onClick={signOut}>Logout</MenuItem>
              </Menu>
            </>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
    </>
  );
}
