import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

/**
 * "You are offline" above the page while the device has no network. The status region is always in the
 * page and only its content comes and goes, so screen readers announce the change when it happens.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ '&:not(:empty)': { mb: 2 } }}>
      {!online && (
        // role="presentation": the surrounding status region announces it, not an alert of its own.
        <Alert severity="warning" role="presentation" icon={<CloudOffIcon />} variant="outlined">
          <AlertTitle sx={{ fontWeight: 700 }}>{t('offline.bannerTitle')}</AlertTitle>
          {t('offline.bannerBody')}
        </Alert>
      )}
    </Box>
  );
}
