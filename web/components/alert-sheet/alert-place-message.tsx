import PlaceIcon from '@mui/icons-material/Place';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../domain/functions/alerts';
import { ImportantDetails } from './alert-sheet';

/**
 * The body every alert card shares (the member's /alerts and the admin's list): a chip with the masjid or
 * place it went to ('Unknown' when that is gone), the message, and the important details by line.
 */
export function AlertPlaceAndMessage({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  return (
    <>
      <Chip
        icon={<PlaceIcon />}
        label={alert.levelName ?? t('alertsPage.unknownPlace')}
        size="small"
        variant="outlined"
        sx={{ justifySelf: 'start', maxWidth: '100%' }}
      />
      {/* What an admin wrote takes the direction of its own script (an English alert in the Urdu page). */}
      <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {alert.message}
      </Typography>
      <ImportantDetails details={alert.importantDetails} />
    </>
  );
}
