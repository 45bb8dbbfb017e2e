import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { COUNTRY_PREFIX } from '../../../domain/constants';
import { secondsText } from '../../../domain/durations';
import { MSG } from '../../../domain/messages';
import { otpSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
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
  const { state, sending, send } = sender;
  if (state.kind === 'blocked') return <Typography color="text.secondary">{MSG.resendLater}</Typography>;
  if (state.kind === 'cooldown') {
    return (
      <Typography color="text.secondary" role="timer" aria-live="off">
        {`Resend OTP in ${secondsText(state.seconds)}`}
      </Typography>
    );
  }
  return (
    <Button onClick={() => void send()} disabled={sending} color="inherit">
      {sending ? 'Sending OTP...' : 'Resend OTP'}
    </Button>
  );
}

export function OtpStep({ phone, onVerify, onUsePassword }: Props) {
  const sender = useOtpSender(phone);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { code: '' });

  const switchToPassword = onUsePassword && (
    <Button onClick={onUsePassword} color="inherit">
      Login with password
    </Button>
  );

  if (!sent) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{`We will send a one-time code to ${COUNTRY_PREFIX} ${phone}.`}</Typography>
        {sender.state.kind === 'ready' ? (
          <Button
            variant="contained"
            color="secondary"
            size="large"
            disabled={sender.sending}
            onClick={async () => setSent(await sender.send())}
          >
            {sender.sending ? 'Sending OTP...' : 'Send OTP'}
          </Button>
        ) : (
          <>
            <ResendArea sender={sender} />
            <Button onClick={() => setSent(true)} color="inherit">
              I already have a code
            </Button>
          </>
        )}
        {switchToPassword}
      </Box>
    );
  }

  return (
    <StepForm onSubmit={handleSubmit(async (v) => void (await onVerify(v.code)))}>
      <Typography color="text.secondary">{`Enter the 6-digit code sent to ${COUNTRY_PREFIX} ${phone}.`}</Typography>
      <TextField
        label="OTP"
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton label="Verify OTP" busyLabel="Verifying..." busy={isSubmitting} />
      <ResendArea sender={sender} />
      {switchToPassword}
    </StepForm>
  );
}
