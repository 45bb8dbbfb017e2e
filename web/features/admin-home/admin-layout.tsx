import { useNavigate } from 'react-router';
import { adminNavLinksFor, PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { AccountMenu } from '../../components/layout/account-menu';
import { AppFrame } from '../../components/layout/app-frame';

/** The admin area's frame: the role's section links and a menu with the email and Logout (spec §2). */
export default function AdminLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate(PATHS.adminLogin, { replace: true });
  };

  return (
    <AppFrame
      homePath={PATHS.adminHome}
      links={adminNavLinksFor(user)}
      navLabel="Admin sections"
      onLogout={() => void signOut()}
      account={
        user && (
          <AccountMenu
            shownName={null}
            signedInAs={user.email ?? user.name ?? 'Signed in'}
            onLogout={() => void signOut()}
          />
        )
      }
    />
  );
}
