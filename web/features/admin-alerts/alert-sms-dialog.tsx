import MuiAlert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import type { Alert } from '../../../domain/functions/alerts';
import { isRightToLeft } from '../../../domain/languages';
import { LANGUAGE_NAMES } from '../../components/language/language-names';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { isolate } from '../../i18n/bidi';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { sentOn } from './alert-channels';

type Props = { alert: Alert | null; onClose: () => void };

/**
 * 'Also send by SMS': before anything is sent, what it would cost (previewAlertSms, read afresh at each
 * opening): the members it goes to, the SMS parts, and what the budget leaves for alerts today; where the portal
 * sends on WhatsApp, each channel's members and cost (those who opted in get it there instead); the SMS
 * itself as members will get it, in each language it goes in, with its parts and members; and, when it
 * cannot go, why, in the server's words. The title, the members' line and the button name the channels it
 * goes on (SMS, WhatsApp or both); until the preview answers, SMS, the one channel every portal has. Cancel
 * holds the first focus; Confirm sends (sendAlertSms): once sent the dialog closes and the reply is toasted,
 * and a refusal is said in the dialog, over no button.
 */
export function AlertSmsDialog({ alert, onClose }: Props) {
  const titleId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const send = useAction('sendAlertSms', { showProblem: (problem) => setRefused(problem.text) });
  // The next opening starts without this one's refusal.
  const close = () => {
    setRefused(null);
    onClose();
  };
  return (
    <Dialog
      open={alert !== null}
      onClose={send.pending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      {alert && (
        <SmsPreview
          alert={alert}
          titleId={titleId}
          busy={send.pending}
          refused={refused}
          onClose={close}
          onConfirm={async () => {
            setRefused(null);
            const reply = await send.run({ alertId: alert.id });
            if (reply?.pass) close();
          }}
        />
      )}
    </Dialog>
  );
}

type SmsText = FunctionOutput<'previewAlertSms'>['texts'][number];
type ChannelShare = FunctionOutput<'previewAlertSms'>['channels'][number];

/**
 * Where the portal sends on WhatsApp, each channel's members and cost at the configured price: the admin sees
 * what goes by SMS and what on WhatsApp before confirming.
 */
function ChannelShares({ channels }: { channels: ChannelShare[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('adminAlerts.channelsHeading')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {channels.map((c) => (
          <Typography component="li" key={c.channel} data-testid={`channel-${c.channel}`}>
            {t(`adminAlerts.channelName.${c.channel}`)}
            {': '}
            {t('adminAlerts.channelMembers', { count: c.members, members: format.number(c.members) })}
            {' · '}
            {c.costPaise === null
              ? t('adminAlerts.channelNoCost')
              : t('adminAlerts.channelCost', { cost: format.money(c.costPaise) })}
          </Typography>
        ))}
      </Stack>
      <Typography color="text.secondary">{t('adminAlerts.channelHelp')}</Typography>
    </>
  );
}

/** One language's SMS: its language, members and parts, then the text exactly as it goes, in its direction. */
function SmsTextPreview({ sms }: { sms: SmsText }) {
  const { t } = useTranslation();
  const format = useFormat();
  const parts = t('adminAlerts.smsTextParts', { count: sms.parts, parts: format.number(sms.parts) });
  return (
    <Stack component="li" spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {sms.members === null
          ? t('adminAlerts.smsTextIn', { language: LANGUAGE_NAMES[sms.language], parts })
          : t('adminAlerts.smsTextFor', {
              language: LANGUAGE_NAMES[sms.language],
              parts,
              count: sms.members,
              members: format.number(sms.members),
            })}
      </Typography>
      <Paper
        variant="outlined"
        lang={sms.language}
        dir={isRightToLeft(sms.language) ? 'rtl' : 'ltr'}
        sx={{ p: 1.5, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {sms.text}
      </Paper>
    </Stack>
  );
}

function SmsPreview(props: {
  alert: Alert;
  titleId: string;
  busy: boolean;
  refused: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { alert, titleId, busy, refused, onClose, onConfirm } = props;
  const { t } = useTranslation();
  const text = useMessageText();
  const format = useFormat();
  const preview = useCall('previewAlertSms', { alertId: alert.id });
  const { data } = preview;
  const on = data ? sentOn(data.channels) : 'sms';
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) refusal.current?.focus();
  }, [refused]);
  return (
    <>
      <DialogTitle id={titleId}>
        {t(`adminAlerts.${on}Question`, { title: isolate(alert.title) })}
      </DialogTitle>
      {/* On a phone the preview scrolls: focusable, so a keyboard can scroll it too. */}
      <DialogContent tabIndex={0}>
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
                  {t(`adminAlerts.${on}Members`, {
                    count: data.members,
                    members: format.number(data.members),
                  })}
                </Typography>
                {/* All on WhatsApp costs no SMS part: its one message each is in the channel's line. */}
                {data.parts !== null && on !== 'whatsapp' && (
                  <Typography>
                    {t('adminAlerts.smsParts', { count: data.parts, parts: format.number(data.parts) })}
                  </Typography>
                )}
                {data.channels.length > 1 && <ChannelShares channels={data.channels} />}
                <Typography color="text.secondary">
                  {t('adminAlerts.smsBudgetLeft', {
                    count: data.budgetLeft,
                    left: format.number(data.budgetLeft),
                  })}
                </Typography>
              </>
            )}
            {data.texts.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3">
                  {t('adminAlerts.smsTextsHeading')}
                </Typography>
                <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {data.texts.map((sms) => (
                    <SmsTextPreview key={sms.language} sms={sms} />
                  ))}
                </Stack>
              </>
            )}
            {!data.allowed && (
              <MuiAlert severity="warning" role="status">
                {text.said(data)}
              </MuiAlert>
            )}
            {refused && (
              <MuiAlert severity="error" role="alert" ref={refusal} tabIndex={-1}>
                {refused}
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
          {busy ? t('adminAlerts.smsSending') : t(`adminAlerts.${on}Confirm`)}
        </Button>
      </DialogActions>
    </>
  );
}
