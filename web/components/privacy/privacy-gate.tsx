import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { LanguageChooser } from '../../components/language/language-chooser';
import { useFocusPageHeading } from '../../lib/use-focus-page-heading';
import { usePageTitle } from '../../lib/use-page-title';
import { PrivacyNotice } from './privacy-notice';

/**
 * What a member sees in place of any member screen until they accept the notice in force: members who
 * registered before the notice, and everyone after a new version. Accepting opens the screen they came for.
 */
export default function PrivacyGate() {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  usePageTitle(t('privacy.title'));
  useFocusPageHeading();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'primary.main',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Paper component="main" elevation={3} sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 } }}>
        <LanguageChooser />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t('privacy.title')}
        </Typography>
        <PrivacyNotice
          headingLevel="h2"
          onAccepted={() => {}}
          onDecline={async () => {
            if (await logout()) navigate(PATHS.login, { replace: true });
          }}
        />
      </Paper>
    </Box>
  );
}
