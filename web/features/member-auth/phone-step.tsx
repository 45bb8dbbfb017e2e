import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_PREFIX } from '../../../domain/constants';
import { indianMobileProblem, mobileDigits } from '../../../domain/phone-input';
import { keptValue } from '../../components/forms/kept-value';
import { LightTextField } from '../../components/forms/light-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useMessageText } from '../../i18n/use-message-text';
import { StepForm } from './step-form';

/**
 * The first step: the mobile number. One field, so it is a plain form (validated on submit as the shared schema
 * would, without loading zod) rather than react-hook-form, which the later steps load when they are reached.
 */
export function PhoneStep({
  initial,
  onSubmit,
}: {
  initial: string;
  onSubmit: (phone: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problem = indianMobileProblem(phone);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(phone.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm onSubmit={submit}>
      <Typography color="text.secondary">{t('auth.phoneIntro')}</Typography>
      <LightTextField
        label={t('auth.mobileNumber')}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        autoFocus
        inputRef={input}
        value={phone}
        // Only digits are kept, whatever is typed or pasted ("+91 98111 00001" becomes 9811100001, ९८७… 987…),
        // and shown; a message about the number before is gone once it changes.
        onChange={(e) => {
          const next = keptValue(e.target, mobileDigits);
          if (next !== phone) setError(undefined);
          setPhone(next);
        }}
        // maxLength is left off: a pasted "+91 98111 00001" must reach mobileDigits whole.
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }}
        // The number reads left to right in every language, +91 first. An attribute, not CSS `direction`,
        // which the right-to-left style cache would flip.
        dir="ltr"
        startAdornment={
          <InputAdornment position="start" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {COUNTRY_PREFIX}
          </InputAdornment>
        }
        error={Boolean(error)}
        helperText={text.field(error)}
      />
      <SubmitButton label={t('auth.continue')} busyLabel={t('common.pleaseWait')} busy={busy} />
    </StepForm>
  );
}
