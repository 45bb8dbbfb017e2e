import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../domain/functions/alerts';
import { useFormat } from '../../i18n/use-format';
import { expiryTime } from './alert-display';
import { alertAddress, whatsAppHref, whatsAppText } from './share-text';

/**
 * 'Share on WhatsApp': a link to wa.me with the alert's title, its expiry and the portal's link to it, in the
 * reader's language, so a committee forwards an alert to its groups in two taps. A plain link in a new tab:
 * WhatsApp's app takes it on a phone, WhatsApp Web on a computer.
 */
export function ShareOnWhatsApp({ alert, sx }: { alert: Alert; sx?: ButtonProps['sx'] }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const text = whatsAppText({
    title: alert.title,
    expiry: expiryTime(alert.expiry),
    locale,
    until: (date) => t('alert.until', { date }),
    link: alertAddress(window.location.origin, alert.id),
  });
  return (
    <Button
      href={whatsAppHref(text)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      color="secondary"
      startIcon={<WhatsAppIcon />}
      aria-label={t('alert.shareOnWhatsAppNamed', { title: alert.title })}
      sx={sx}
    >
      {t('alert.shareOnWhatsApp')}
    </Button>
  );
}
