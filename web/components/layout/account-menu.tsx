import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useTheme } from '@mui/material/styles';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { whenIdle } from '../../lib/when-idle';

// The menu itself (MUI's menu, popover and modal) loads apart from the bar: at the first idle moment,
// and mounts when first opened.
const AccountMenuList = preloadableLazy(() =>
  import('./account-menu-list').then((m) => ({ default: m.AccountMenuList })),
);

type Props = {
  /** Shown beside the icon (the last word of the member's name); null shows the icon alone. */
  shownName: string | null;
  /** A first, inert line naming who is signed in (the staff email). */
  signedInAs?: string | null;
  /** Where 'Profile' leads; absent, the menu has no Profile item. */
  profilePath?: string;
  onLogout: () => void;
};

/**
 * The user menu of both areas, with Profile (members), the languages and Logout. Its button is one of the app
 * bar's buttons, styled by the bar (app-frame.tsx).
 */
export function AccountMenu({ shownName, signedInAs, profilePath, onLogout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const { t } = useTranslation();
  const opened = useOpenedOnce(anchor !== null);
  useEffect(() => whenIdle(() => void AccountMenuList.preload().catch(() => {})), []);
  // The menu opens toward the page from the bar's end, which is the left on a right-to-left page.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';

  return (
    <>
      <button
        type="button"
        className="bar-button account"
        // The accessible name starts with the visible name (WCAG "label in name"), so voice control finds it.
        aria-label={shownName ? t('common.accountMenuOf', { name: shownName }) : t('common.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleIcon />
        {shownName && <span>{shownName}</span>}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            anchor={anchor}
            end={end}
            onClose={close}
            signedInAs={signedInAs}
            profilePath={profilePath}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
