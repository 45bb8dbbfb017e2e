import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../lib/use-action';
import { SmsSection } from './sms-section';

/**
 * 'Allow urgent alerts by SMS': whether admins may also send a high-severity alert by SMS. The
 * switch shows what the report says; the reply of setAlertSmsAllowed is toasted and the report read again.
 */
export function AlertSmsSwitch({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const set = useAction('setAlertSmsAllowed', { refusalSeverity: 'error' });
  return (
    <SmsSection title={t('adminSms.alertSmsHeading')}>
      <FormControlLabel
        control={
          <Switch
            checked={allowed}
            disabled={set.pending}
            onChange={(_, next) => void set.run({ allowed: next })}
            color="secondary"
          />
        }
        label={t('adminSms.alertSmsSwitch')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('adminSms.alertSmsHelp')}
      </Typography>
    </SmsSection>
  );
}
