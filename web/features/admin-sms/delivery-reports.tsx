import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../components/forms/light-text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ltr } from '../../i18n/bidi';
import { statusAddress } from './sms-figures';
import { SmsSection } from './sms-section';

/** An address to paste in a provider's dashboard: read-only, selected on focus, with a Copy button. */
function AddressToCopy(props: { title: string; help: string; label: string; address: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const field = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.address);
      toast(t('adminSms.copied'));
    } catch {
      // No clipboard (a page not served over HTTPS, a refused permission): the address is selected instead,
      // ready for the keyboard's or the phone's own copy.
      field.current?.focus();
      field.current?.select();
      toast(t('adminSms.copyFailed'), 'warning');
    }
  };
  return (
    <SmsSection title={props.title}>
      <Typography>{props.help}</Typography>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <LightTextField
          label={props.label}
          value={props.address}
          inputRef={field}
          readOnly
          multiline
          onFocus={(e) => e.target.select()}
          // An address reads left to right in an Urdu page too, and breaks anywhere so a phone shows all of it.
          inputProps={{ dir: 'ltr', spellCheck: false }}
          sx={{ fontFamily: 'monospace', '& textarea': { wordBreak: 'break-all' } }}
        />
        <Button variant="outlined" color="secondary" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('adminSms.copy')}
        </Button>
      </Box>
    </SmsSection>
  );
}

/**
 * Where the SMS gateway must send its delivery reports: the whole address, this portal's origin first, to paste
 * in the gateway's dashboard; or, for a gateway that sends none, a sentence saying so. The address is shown only
 * to the super admin, as it carries the secret that lets a report in.
 */
export function DeliveryReports({ provider, statusPath }: { provider: string; statusPath: string | null }) {
  const { t } = useTranslation();
  if (statusPath === null)
    return (
      <SmsSection title={t('adminSms.reports')}>
        <Typography>{t('adminSms.noReports', { provider: ltr(provider) })}</Typography>
      </SmsSection>
    );
  return (
    <AddressToCopy
      title={t('adminSms.reports')}
      help={`${t('adminSms.reportsHelp')} ${t('adminSms.reportsSecret')}`}
      label={t('adminSms.reportsAddress')}
      address={statusAddress(window.location.origin, statusPath)}
    />
  );
}

/**
 * Where Meta must send WhatsApp's delivery reports: /whatsapp/webhook on the portal's public address, as the
 * server knows it (Meta checks each post by its signature, so the address holds no secret).
 */
export function WhatsappWebhook({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <AddressToCopy
      title={t('adminSms.whatsappWebhook')}
      help={t('adminSms.whatsappWebhookHelp')}
      label={t('adminSms.whatsappWebhookAddress')}
      address={url}
    />
  );
}
