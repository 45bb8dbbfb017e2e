import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { useAction } from '../../lib/use-action';

/**
 * Profile's 'Send me urgent alerts by SMS': the member's consent to urgent alert SMS, off until they turn it
 * on. Only members who gave it are counted and texted when an admin sends an urgent alert by SMS.
 */
export function AlertSmsConsent({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const consent = useAction('setAlertSmsConsent');
  const agreed = user.alertSmsConsent;
  return (
    <section aria-labelledby="alert-sms-heading">
      <Typography id="alert-sms-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('push.smsHeading')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={agreed}
            disabled={consent.pending || !user.mobile}
            onChange={(_, on) => void consent.run({ agreed: on })}
            color="secondary"
            slotProps={{ input: { 'aria-describedby': 'alert-sms-help' } }}
          />
        }
        label={t('push.smsSwitch')}
      />
      <Typography id="alert-sms-help" color="text.secondary" role="status">
        {agreed ? t('push.smsOnHelp') : t('push.smsOffHelp')}
      </Typography>
    </section>
  );
}
