import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  adminNavLinksFor,
  adminRegisterPath,
  adminTimesPath,
  adminTreasuryPath,
  keptMosqueOf,
  keptRegisterOf,
  keptTreasuryOf,
  PATHS,
} from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { AccountMenu } from '../../components/layout/account-menu';
import { AppFrame } from '../../components/layout/app-frame';

/** The admin area's frame: the role's section links (a keeper's masjid times too) and a menu with the email and Logout. */
export default function AdminLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const links = adminNavLinksFor(user).map((s) => ({ path: s.path, label: t(`admin.section.${s.key}`) }));
  // The volunteer who keeps one masjid's times goes straight to them.
  const kept = keptMosqueOf(user);
  if (kept) links.push({ path: adminTimesPath(kept), label: t('adminTimes.keeperLink') });
  // And the one who keeps its treasury to the Baitul Maal.
  const treasury = keptTreasuryOf(user);
  if (treasury) links.push({ path: adminTreasuryPath(treasury), label: t('adminTreasury.keeperLink') });
  // And the one who keeps its register to the register.
  const register = keptRegisterOf(user);
  if (register) links.push({ path: adminRegisterPath(register), label: t('adminRegister.keeperLink') });
  const signOut = async () => {
    if (await logout()) navigate(PATHS.adminLogin, { replace: true });
  };

  return (
    <AppFrame
      homePath={PATHS.adminHome}
      links={links}
      navLabel={t('admin.sections')}
      onLogout={() => void signOut()}
      account={
        user && (
          <AccountMenu
            shownName={null}
            signedInAs={user.email ?? user.name ?? t('common.signedIn')}
            onLogout={() => void signOut()}
          />
        )
      }
    />
  );
}
