import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { AccountMenu } from '../../components/layout/account-menu';
import { AppFrame } from '../../components/layout/app-frame';
import { usePushConfirmation } from '../../components/push/use-push';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useCan } from '../../lib/use-can';
import { menuDisplayName } from './display-name';
import { MEMBER_NAV_LINKS } from './member-links';

// Only members who have not accepted the notice in force see it: its code is not part of every member's start.
const PrivacyGate = preloadableLazy(() => import('../../components/privacy/privacy-gate'));

/** The member area's frame: home link, section links, Logout and the user menu. */
export default function MemberLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const links = MEMBER_NAV_LINKS.map((link) => ({ ...link, label: t(link.label) }));
  // Whoever is asked to accept the privacy notice cannot pass until they have.
  const mayAcceptNotice = useCan('acceptPrivacyNotice');
  // This device's push subscription, confirmed again at each start (endpoints change).
  usePushConfirmation();
  if (mayAcceptNotice && user && !user.noticeAccepted)
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <PrivacyGate />
      </Suspense>
    );
  const signOut = async () => {
    if (await logout()) navigate(PATHS.login, { replace: true });
  };

  return (
    <AppFrame
      homePath={PATHS.memberHome}
      links={links}
      navLabel={t('member.sections')}
      logoutInBar
      onLogout={() => void signOut()}
      account={
        <AccountMenu
          shownName={menuDisplayName(user?.name) ?? t('member.user')}
          profilePath={PATHS.profile}
          onLogout={() => void signOut()}
        />
      }
    />
  );
}
