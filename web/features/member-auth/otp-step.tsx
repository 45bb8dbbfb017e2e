import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_PREFIX } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { otpSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { ltr } from '../../i18n/bidi';
import { useMessageText } from '../../i18n/use-message-text';
import { StepForm } from './step-form';
import { useOtpSender } from './use-otp-sender';

const schema = z.object({
  code: z.pipe(z.string().check(z.trim(), z.minLength(1, MSG.otpRequired)), otpSchema),
});

type Props = {
  phone: string;
  /** Returns true when the code was right; the screen then moves on to its next step. */
  onVerify: (code: string) => Promise<boolean>;
  onUsePassword?: () => void;
};

function ResendArea({ sender }: { sender: ReturnType<typeof useOtpSender> }) {
  const { t } = useTranslation();
  const { state, sending, send } = sender;
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
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t('auth.otpWillSend', { phone: shownPhone })}</Typography>
        {sender.state.kind === 'ready' ? (
          <Button
            variant="contained"
            color="secondary"
            size="large"
            disabled={sender.sending}
            onClick={async () => setSent(await sender.send())}
          >
            {sender.sending ? t('auth.sendingOtp') : t('auth.sendOtp')}
          </Button>
        ) : (
          <>
            <ResendArea sender={sender} />
            <Button onClick={() => setSent(true)} color="inherit">
              {t('auth.haveCode')}
            </Button>
          </>
        )}
        {switchToPassword}
      </Box>
    );
  }

  return (
    <StepForm onSubmit={handleSubmit(async (v) => void (await onVerify(v.code)))}>
      <Typography color="text.secondary">{t('auth.otpEnterCode', { phone: shownPhone })}</Typography>
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
      <ResendArea sender={sender} />
      {switchToPassword}
    </StepForm>
  );
}
