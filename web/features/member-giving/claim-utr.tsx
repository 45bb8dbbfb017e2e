import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { utrDigits, utrProblem } from '../../components/giving/gift-input';
import { useMessageText } from '../../i18n/use-message-text';
import { intentKeys } from '../../lib/idempotency-key';
import { useAction } from '../../lib/use-action';

type Props = {
  donationId: string;
  /** Called once the UTR is taken, to give the focus to the gift's card, which now shows it awaiting. */
  onClaimed: () => void;
};

/**
 * A gift left 'started' in 'My giving' (paid in the UPI app, but the dialog closed before its UTR was given):
 * "Enter UPI reference" opens its UTR field here, checked as the Give dialog checks it, and claimDonation then
 * puts it before the treasurer (docs/decisions/0013-baitul-maal.md). The UPI link itself is not shown again:
 * getMyGiving does not carry it, and the member has paid already.
 */
export function ClaimUtr({ donationId, onClaimed }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const keys = useRef(intentKeys()).current;
  const claim = useAction('claimDonation', {
    showProblem: (p) => setProblem(p.fields[0]?.message ?? p.text),
  });

  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open]);

  if (!open)
    return (
      <Button
        variant="outlined"
        color="secondary"
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {t('giving.enterUtr')}
      </Button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const wrong = utrProblem(utr);
    if (wrong) {
      setProblem(text.field(wrong) ?? wrong);
      fieldRef.current?.focus();
      return;
    }
    const intended = { donationId, utr };
    const reply = await claim.run({ ...intended, idempotencyKey: keys(intended) });
    if (reply?.pass) onClaimed();
    else fieldRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} className="row" style={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('giving.utr')}
        value={utr}
        onChange={(e) => setUtr(utrDigits(e.target.value))}
        inputRef={fieldRef}
        error={Boolean(problem)}
        helperText={problem ?? t('giving.utrHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } }}
        required
        size="small"
      />
      <Button type="submit" variant="contained" color="secondary" disabled={claim.pending}>
        {claim.pending ? t('giving.sending') : t('giving.sendUtr')}
      </Button>
    </form>
  );
}
