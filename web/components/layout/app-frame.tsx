import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { focusRing } from '../../app/baseline';
import { pressable } from '../../app/pressable';
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

// The phone's navigation drawer (MUI's drawer, modal and transitions) loads apart from the frame:
// at the first idle moment, and mounts when first opened.
const NavDrawer = preloadableLazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

/**
 * The bar and the page's column, each one styled element over plain ones. As MUI's AppBar, Toolbar,
 * Typography, Buttons, IconButton and Container it was some sixty components on every signed-in screen's
 * first render, each with styles emotion serialized: a slow phone's longest task (bench/README.md
 * "The fifth pass"). It looks as it did: a sticky yellow bar of 56 px (64 on wider screens) with a shadow, the
 * portal's name, text buttons with a black focus ring, and the page below, at most 1200 px wide. Logical
 * properties put everything on the right side in Urdu. The account menu's button (account-menu.tsx) is one
 * of the bar's buttons.
 */
const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  boxShadow: theme.shadows[1],
  '& > .row': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 56,
    paddingInline: theme.spacing(2),
    '@media (orientation: landscape)': { minHeight: 48 },
    [theme.breakpoints.up('sm')]: { minHeight: 64, paddingInline: theme.spacing(3) },
  },
  '& .home': {
    ...theme.typography.h6,
    fontWeight: 700,
    minWidth: 0,
    marginInlineEnd: theme.spacing(1),
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'inherit',
    textDecoration: 'none',
    '&:focus-visible': focusRing,
  },
  '& .spacer': { flexGrow: 1 },
  // The links scroll sideways when they do not fit; the padding keeps a focused link's ring, 5 px beyond it,
  // inside the scrolling box that would otherwise cut it off, and the margin keeps the links where they were.
  '& nav': {
    display: 'flex',
    gap: theme.spacing(0.5),
    flexGrow: 1,
    overflowX: 'auto',
    padding: 6,
    marginInline: -6,
  },
  '& .bar-button': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: 64,
    margin: 0,
    padding: '6px 8px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    ...pressable(theme),
    '&.active': { backgroundColor: theme.palette.action.selected },
    '& > svg': { fontSize: 20, marginInlineStart: -4, marginInlineEnd: theme.spacing(1) },
    // An icon alone (the account menu's, with no name to show) sits in the middle.
    '& > svg:only-child': { marginInline: 0 },
  },
  // The account menu's: a long name ends in '…' rather than pushing the other buttons off a phone's screen.
  '& .account': {
    minWidth: 0,
    '& > span': { maxWidth: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
  '& .menu-button': {
    minWidth: 0,
    padding: theme.spacing(1),
    marginInlineEnd: -12,
    borderRadius: '50%',
    '& > svg': { fontSize: 24 },
  },
}));

const Page = styled('main')(({ theme }) => ({
  display: 'block',
  width: '100%',
  maxWidth: theme.breakpoints.values.lg,
  marginInline: 'auto',
  padding: theme.spacing(2),
  // Room below the last button for a two-line toast, which spans a phone's width at the bottom: the
  // page's last actions (Edit, Remove) can always scroll clear of it.
  paddingBottom: theme.spacing(12),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

/**
 * The page, drawn a task after the frame, once: later pages come into a frame already drawn. Its own
 * component, so that drawing it draws only the page and not the bar again (bench/README.md, "The member
 * home's second render").
 */
function LaterOutlet() {
  const pageDrawn = useNextTask();
  return pageDrawn ? <Outlet /> : null;
}

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
  const logout = () => {
    setDrawerOpen(false);
    onLogout();
  };

  return (
    <>
      <Bar>
        <div className="row">
          <NavLink className="home" to={homePath} end>
            {portalName()}
          </NavLink>
          {small ? (
            <div className="spacer" />
          ) : (
            <nav aria-label={navLabel}>
              {links.map((link) => (
                <NavLink key={link.path} className="bar-button" to={link.path}>
                  {link.label}
                </NavLink>
              ))}
              {logoutInBar && (
                <button type="button" className="bar-button" onClick={logout}>
                  <LogoutIcon />
                  <span>{t('common.logout')}</span>
                </button>
              )}
            </nav>
          )}
          {account}
          {small && (
            <button
              type="button"
              className="bar-button menu-button"
              aria-label={t('common.openNavigation')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </button>
          )}
        </div>
      </Bar>
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
      <Page>
        <OfflineBanner />
        <LaterOutlet />
      </Page>
    </>
  );
}
