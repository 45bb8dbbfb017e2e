import MuiAlert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../domain/functions/alerts';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { isolate } from '../../i18n/bidi';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';

type Props = { alert: Alert | null; onClose: () => void };

/**
 * 'Also send by SMS': before anything is sent, what it would cost (previewAlertSms, read afresh at each
 * opening): the members it goes to, the SMS parts, and what the budget leaves for alerts today; and, when it
 * cannot go, why, in the server's words. Cancel holds the first focus; Confirm sends (sendAlertSms) and the reply
 * is toasted.
 */
export function AlertSmsDialog({ alert, onClose }: Props) {
  const titleId = useId();
  const send = useAction('sendAlertSms', { refusalSeverity: 'error' });
  return (
    <Dialog
      open={alert !== null}
      onClose={send.pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      {alert && (
        <SmsPreview
          alert={alert}
          titleId={titleId}
          busy={send.pending}
          onClose={onClose}
          onConfirm={async () => {
            const reply = await send.run({ alertId: alert.id });
            if (reply?.pass) onClose();
          }}
        />
      )}
    </Dialog>
  );
}

function SmsPreview(props: {
  alert: Alert;
  titleId: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { alert, titleId, busy, onClose, onConfirm } = props;
  const { t } = useTranslation();
  const text = useMessageText();
  const format = useFormat();
  const preview = useCall('previewAlertSms', { alertId: alert.id });
  const { data } = preview;
  return (
    <>
      <DialogTitle id={titleId}>{t('adminAlerts.smsQuestion', { title: isolate(alert.title) })}</DialogTitle>
      <DialogContent>
        {preview.loading && !data ? (
          <LoadingStatus label={t('adminAlerts.smsChecking')} />
        ) : !data ? (
          <LoadError onRetry={preview.reload} />
        ) : (
          <Stack spacing={1}>
            {/* What it would cost is shown even when it cannot go: an over-budget refusal is read beside it. */}
            {data.members > 0 && (
              <>
                <Typography>
                  {t('adminAlerts.smsMembers', { count: data.members, members: format.number(data.members) })}
                </Typography>
                {data.parts !== null && (
                  <Typography>
                    {t('adminAlerts.smsParts', { count: data.parts, parts: format.number(data.parts) })}
                  </Typography>
                )}
                <Typography color="text.secondary">
                  {t('adminAlerts.smsBudgetLeft', {
                    count: data.budgetLeft,
                    left: format.number(data.budgetLeft),
                  })}
                </Typography>
              </>
            )}
            {!data.allowed && (
              <MuiAlert severity="warning" role="status">
                {text.said(data)}
              </MuiAlert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={busy || !data?.allowed}>
          {busy ? t('adminAlerts.smsSending') : t('adminAlerts.smsConfirm')}
        </Button>
      </DialogActions>
    </>
  );
}
