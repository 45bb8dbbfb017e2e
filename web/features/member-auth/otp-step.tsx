import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_PREFIX } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { otpSchema } from '../../../domain/schemas';
import type { MessageChannel, WhatsAppFailure } from '../../../domain/sms';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { ltr } from '../../i18n/bidi';
import { useMessageText } from '../../i18n/use-message-text';
import { useCall } from '../../lib/use-call';
import { StepForm } from './step-form';
import { rememberedChannel, useOtpSender } from './use-otp-sender';
import { useWhatsAppDelivery } from './use-whatsapp-delivery';

const schema = z.object({
  code: z.pipe(z.string().check(z.trim(), z.minLength(1, MSG.otpRequired)), otpSchema),
});

type Props = {
  phone: string;
  /** Returns true when the code was right; the screen then moves on to its next step. */
  onVerify: (code: string) => Promise<boolean>;
  onUsePassword?: () => void;
};

/** Why the member is offered SMS: the server's sentence for a refusal, or no report within 30 s. */
const FALLBACK_CODES = {
  notOnWhatsApp: 'whatsappNotUser',
  templateRefused: 'whatsappRefused',
  other: 'whatsappFailed',
} as const;

function FallbackOffer({
  why,
  sender,
  onSent,
  takeFocus,
}: {
  why: WhatsAppFailure | 'noReport';
  sender: ReturnType<typeof useOtpSender>;
  onSent: (channel: MessageChannel, messageId: string | null) => void;
  /** The offer replaced the button that had the focus (a refused send): its own button takes it. */
  takeFocus: boolean;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const ready = sender.stateOn('sms').kind === 'ready';
  return (
    <Alert
      severity="info"
      role="status"
      action={
        ready ? (
          <Button
            color="inherit"
            size="small"
            disabled={sender.sending}
            autoFocus={takeFocus}
            onClick={async () => {
              const outcome = await sender.send('sms');
              if (outcome.sent) onSent('sms', null);
            }}
          >
            {t('auth.sendBySms')}
          </Button>
        ) : undefined
      }
    >
      {why === 'noReport' ? t('auth.whatsappNoReport') : text.byCode(FALLBACK_CODES[why])}
    </Alert>
  );
}

function ResendArea({
  sender,
  channel,
}: {
  sender: ReturnType<typeof useOtpSender>;
  channel: MessageChannel;
}) {
  const { t } = useTranslation();
  const { sending } = sender;
  const state = sender.stateOn(channel);
  const send = () => sender.send(channel);
  if (state.kind === 'blocked')
    return <Typography color="text.secondary">{t('messages.resendLater')}</Typography>;
  if (state.kind === 'cooldown') {
    return (
      <Typography color="text.secondary" role="timer" aria-live="off">
        {t('auth.resendIn', { count: state.seconds })}
      </Typography>
    );
  }
  return (
    <Button onClick={() => void send()} disabled={sending} color="inherit">
      {sending ? t('auth.sendingOtp') : t('auth.resendOtp')}
    </Button>
  );
}

export function OtpStep({ phone, onVerify, onUsePassword }: Props) {
  const sender = useOtpSender(phone);
  const { t } = useTranslation();
  const text = useMessageText();
  const shownPhone = ltr(`${COUNTRY_PREFIX} ${phone}`);
  const [sent, setSent] = useState(false);
  // WhatsApp is offered only where the portal has it; until the read answers, the step is as it always was.
  // Its input is `{}`: a null input is useCall's way of skipping the read.
  const channels = useCall('getSignInChannels', {}, { ttl: 5 * 60_000 });
  const whatsappOn = channels.data?.whatsapp === true;
  const [chosen, setChosen] = useState<MessageChannel>(rememberedChannel);
  const channel: MessageChannel = whatsappOn ? chosen : 'sms';
  const [messageId, setMessageId] = useState<string | null>(null);
  const [refused, setRefused] = useState<WhatsAppFailure | null>(null);
  const delivery = useWhatsAppDelivery(channel === 'whatsapp' && sent ? messageId : null);
  const onSent = (on: MessageChannel, id: string | null) => {
    setChosen(on);
    setMessageId(id);
    setRefused(null);
    setSent(true);
  };
  const sendOn = async (on: MessageChannel) => {
    setChosen(on);
    const outcome = await sender.send(on);
    if (outcome.sent) onSent(on, outcome.messageId);
    else if (outcome.fallback) setRefused(outcome.fallback);
  };
  const stuck = refused ?? (channel === 'whatsapp' && delivery.kind === 'stuck' ? delivery.why : null);
  const offer = (takeFocus: boolean) =>
    stuck && <FallbackOffer why={stuck} sender={sender} onSent={onSent} takeFocus={takeFocus} />;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { code: '' });

  const switchToPassword = onUsePassword && (
    <Button onClick={onUsePassword} color="inherit">
      {t('auth.loginWithPassword')}
    </Button>
  );

  if (!sent) {
    const ready = (on: MessageChannel) => sender.stateOn(on).kind === 'ready';
    const order: MessageChannel[] = chosen === 'sms' ? ['sms', 'whatsapp'] : ['whatsapp', 'sms'];
    const labels: Record<MessageChannel, string> = {
      whatsapp: t('auth.sendOnWhatsApp'),
      sms: t('auth.sendBySms'),
    };
    // The device's last choice comes first, as the main button. Without WhatsApp there is one way, as before.
    const ways: MessageChannel[] = whatsappOn ? order : ['sms'];
    const offered = whatsappOn ? !refused && ways.some(ready) : sender.state.kind === 'ready';
    // A code sent within the last minute on one way: its countdown, and the field for the code it brought.
    const cooling = whatsappOn && offered && !ways.every(ready);
    const haveCode = (
      <Button onClick={() => setSent(true)} color="inherit">
        {t('auth.haveCode')}
      </Button>
    );
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t('auth.otpWillSend', { phone: shownPhone })}</Typography>
        {offer(true)}
        {offered ? (
          // The main button keeps its key when the channels' read answers, so the focus the step gave it stays.
          ways.map((on, i) => (
            <Button
              key={i === 0 ? 'main' : on}
              variant={i === 0 ? 'contained' : 'outlined'}
              color="secondary"
              size="large"
              disabled={sender.sending || !ready(on)}
              onClick={() => void sendOn(on)}
            >
              {sender.sending && chosen === on
                ? t('auth.sendingOtp')
                : whatsappOn
                  ? labels[on]
                  : t('auth.sendOtp')}
            </Button>
          ))
        ) : refused ? null : (
          <>
            <ResendArea sender={sender} channel={channel} />
            {haveCode}
          </>
        )}
        {cooling && (
          <>
            <ResendArea sender={sender} channel={sender.lastChannel} />
            {haveCode}
          </>
        )}
        {switchToPassword}
      </Box>
    );
  }

  return (
    <StepForm onSubmit={handleSubmit(async (v) => void (await onVerify(v.code)))}>
      <Typography color="text.secondary">
        {channel === 'whatsapp'
          ? t('auth.otpEnterCodeWhatsApp', { phone: shownPhone })
          : t('auth.otpEnterCode', { phone: shownPhone })}
      </Typography>
      {offer(false)}
      <TextField
        label={t('auth.otp')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
        error={Boolean(errors.code)}
        helperText={text.field(errors.code?.message)}
        {...register('code')}
      />
      <SubmitButton label={t('auth.verifyOtp')} busyLabel={t('auth.verifying')} busy={isSubmitting} />
      <ResendArea sender={sender} channel={channel} />
      {switchToPassword}
    </StepForm>
  );
}
