import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { useFormat } from '../../i18n/use-format';
import { useAction } from '../../lib/use-action';

/**
 * Profile's 'Alerts on WhatsApp': the member's opt-in to urgent alerts and receipts on WhatsApp, off until they
 * turn it on, and shown only where the portal sends on WhatsApp. WhatsApp asks for an opt-in before any message
 * a business starts, so the screen says since when it holds; off stops every WhatsApp message but codes.
 */
export function AlertWhatsappConsent({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const consent = useAction('setAlertWhatsappConsent');
  if (!user.whatsappOffered) return null;
  const since = user.alertWhatsappConsentAt;
  return (
    <section aria-labelledby="alert-whatsapp-heading">
      <Typography id="alert-whatsapp-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('push.whatsappHeading')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={since !== null}
            disabled={consent.pending || !user.mobile}
            onChange={(_, on) => void consent.run({ agreed: on })}
            color="secondary"
            slotProps={{ input: { 'aria-describedby': 'alert-whatsapp-help' } }}
          />
        }
        label={t('push.whatsappSwitch')}
      />
      <Typography id="alert-whatsapp-help" color="text.secondary" role="status">
        {since === null ? t('push.whatsappOffHelp') : t('push.whatsappOnHelp', { since: dateTime(since) })}
      </Typography>
    </section>
  );
}
