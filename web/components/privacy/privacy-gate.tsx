import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { useFocusPageHeading } from '../../lib/use-focus-page-heading';
import { SignInFrame } from '../layout/sign-in-frame';
import { declinedOf } from './declined-notice';
import { PrivacyNotice } from './privacy-notice';

/**
 * What a member sees in place of any member screen until they accept the notice in force: members who
 * registered before the notice, and everyone after a new version. Accepting opens the screen they came for.
 */
export default function PrivacyGate() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  useFocusPageHeading();
  return (
    <SignInFrame title={t('privacy.title')} width="wide">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('privacy.title')}
      </Typography>
      <PrivacyNotice
        headingLevel="h2"
        onAccepted={() => {}}
        onDecline={async () => {
          const declined = declinedOf(user);
          // The sign-in screen says what was kept.
          if (await logout()) navigate(PATHS.login, { replace: true, state: { declined } });
        }}
      />
    </SignInFrame>
  );
}
