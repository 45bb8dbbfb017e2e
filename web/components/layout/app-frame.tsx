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
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { portalName } from '../../lib/portal';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useFocusPageHeading } from '../../lib/use-focus-page-heading';
import { useNextTask } from '../../lib/use-next-task';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { whenIdle } from '../../lib/when-idle';
import { OfflineBanner } from '../offline/offline-banner';
import type { NavItem } from './nav-drawer';

type Props = {
  /** Where the portal's name in the bar leads. */
  homePath: string;
  links: readonly NavItem[];
  /** The navigation landmark's name ('Member sections', 'Admin sections'). */
  navLabel: string;
  /** The account menu, at the bar's end. */
  account: ReactNode;
  onLogout: () => void;
  /** Whether a wide screen shows Logout in the bar too (the member bar does). */
  logoutInBar?: boolean;
};

// The phone's navigation drawer (MUI's drawer, modal and transitions) loads apart from the frame (issue 28):
// at the first idle moment, and mounts when first opened.
const NavDrawer = preloadableLazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

/**
 * The frame of both signed-in areas: a one-row yellow bar with the portal's name, the section links and the
 * account menu, and the page below. Under 600 px the links move into a right-hand drawer behind a menu
 * button, so the bar never wraps.
 */
export function AppFrame({ homePath, links, navLabel, account, onLogout, logoutInBar = false }: Props) {
  const theme = useTheme();
  // noSsr reads the width on the first render, so a phone never flashes the wide links.
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  useEffect(() => (small ? whenIdle(() => void NavDrawer.preload().catch(() => {})) : undefined), [small]);
  const { t } = useTranslation();
  useFocusPageHeading();
  // The page is drawn a task after the frame, once: later pages come into a frame already drawn.
  const pageDrawn = useNextTask();
  const logout = () => {
    setDrawerOpen(false);
    onLogout();
  };

  return (
    <>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'nowrap' }}>
          <Typography
            component={NavLink}
            to={homePath}
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
              aria-label={navLabel}
              sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}
            >
              {links.map((link) => (
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
              {logoutInBar && (
                <Button color="inherit" startIcon={<LogoutIcon />} onClick={logout} sx={{ flexShrink: 0 }}>
                  {t('common.logout')}
                </Button>
              )}
            </Box>
          )}
          {account}
          {small && (
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('common.openNavigation')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </AppBar>
      {small && drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onLogout={logout}
            links={links}
            navLabel={navLabel}
          />
        </Suspense>
      )}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        <OfflineBanner />
        {pageDrawn && <Outlet />}
      </Container>
    </>
  );
}
