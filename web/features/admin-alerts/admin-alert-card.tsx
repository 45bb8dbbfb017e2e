import SmsIcon from '@mui/icons-material/Sms';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Alert, AlertReach } from '../../../domain/functions/alerts';
import { expiryTime, safeLink, severityName, severityTone } from '../../components/alert-sheet/alert-display';
import { AlertPlaceAndMessage } from '../../components/alert-sheet/alert-place-message';
import { ShareOnWhatsApp } from '../../components/alert-sheet/share-on-whatsapp';
import { ExternalLinkButton } from '../../components/external-link-button/external-link-button';
import { useFormat } from '../../i18n/use-format';

type Props = {
  alert: Alert;
  /** How far it went; absent until read (or when the server leaves it out). */
  reach?: AlertReach;
  onEdit: () => void;
  onEnd: () => void;
  onSendSms: () => void;
};

/** A high-severity alert still running may also go by SMS, unless it already has. */
function maySendSms(alert: Alert, reach: AlertReach | undefined): boolean {
  if (alert.expired || alert.severity !== 'high') return false;
  const sms = reach?.sms;
  return !sms || sms.queued + sms.sent + sms.failed === 0;
}

/** 'Sent to 12 devices · 1 failed', the progress while sending, and the urgent SMS's counts. */
function ReachLines({ reach }: { reach: AlertReach }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { push, sms } = reach;
  const done = push.devices + push.failed;
  const smsTotal = sms.queued + sms.sent + sms.failed;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Typography variant="body2">
        {t('adminAlerts.reach', {
          count: push.devices,
          devices: format.number(push.devices),
          failed: format.number(push.failed),
        })}
      </Typography>
      {push.sending && (
        <Typography variant="body2" color="text.secondary">
          {t('adminAlerts.sendingProgress', {
            done: format.number(done),
            total: format.number(done + push.pending),
          })}
        </Typography>
      )}
      {smsTotal > 0 && (
        <Typography variant="body2">
          {t('adminAlerts.smsReach', {
            sent: format.number(sms.sent),
            queued: format.number(sms.queued),
            failed: format.number(sms.failed),
          })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * An alert on the admin's list: a chip coloured by severity (low green, moderate
 * orange, high red, otherwise grey), the expiry date, the message, the important details by line, 'Check
 * Link' in a new tab, and 'Edit'. An alert still running can also be ended now. Below the message, how far
 * it went: devices, failures and, while sending, the progress; and a high-severity alert still
 * running may also go by SMS. 'Share on WhatsApp' forwards it to the committee's groups.
 */
export function AdminAlertCard({ alert, reach, onEdit, onEnd, onSendSms }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const expiry = format.date(expiryTime(alert.expiry));
  const link = safeLink(alert.link);
  const title = alert.title;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={severityTone(alert.severity)}
            label={t(`alert.severity.${severityName(alert.severity)}`)}
            sx={{ fontWeight: 600 }}
          />
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t(`alertsPage.category.${alert.category}`)}
          </Typography>
          {alert.expired && (
            <Chip size="small" variant="outlined" label={t('adminAlerts.expired')} sx={{ fontWeight: 600 }} />
          )}
        </Stack>
        <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {title}
        </Typography>
        {expiry && (
          <Typography variant="body2" color="text.secondary">
            {alert.expired
              ? t('adminAlerts.expiredOn', { date: expiry })
              : t('alert.expiresOn', { date: expiry })}
          </Typography>
        )}
        <AlertPlaceAndMessage alert={alert} />
        {reach && <ReachLines reach={reach} />}
      </CardContent>
      {/*
        The gap spaces the buttons: MUI's own margin before every button but the first would push the first
        button of a wrapped row in by 8 px.
      */}
      <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {link && (
          <ExternalLinkButton href={link} color="secondary" name={t('adminAlerts.checkLinkOf', { title })}>
            {t('adminAlerts.checkLink')}
          </ExternalLinkButton>
        )}
        <Button
          variant="outlined"
          color="secondary"
          onClick={onEdit}
          aria-label={t('adminAlerts.editNamed', { title })}
        >
          {t('common.edit')}
        </Button>
        <ShareOnWhatsApp alert={alert} />
        {maySendSms(alert, reach) && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<SmsIcon />}
            onClick={onSendSms}
            aria-haspopup="dialog"
            aria-label={t('adminAlerts.sendSmsNamed', { title })}
          >
            {t('adminAlerts.sendSms')}
          </Button>
        )}
        {!alert.expired && (
          <Button color="error" onClick={onEnd} aria-label={t('adminAlerts.endNamed', { title })}>
            {t('adminAlerts.end')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
