import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TREASURY_MESSAGES as T } from '../../../domain/treasury/treasury-messages';
import { requiredText } from '../../../domain/treasury/treasury-schemas';
import * as z from '../../../domain/zod';
import { FormTextField } from '../../components/forms/form-text-field';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import type { WriteProblem } from '../../lib/use-action';

const reasonForm = z.object({ reason: requiredText(T.reasonRequired, 300) });

type Props = {
  open: boolean;
  title: string;
  /** What the choice does, said above the field (a receipt is cancelled, never deleted). */
  text?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Sends the reason; true when it went through and the dialog may close. */
  onSave: (reason: string, showProblem: (problem: WriteProblem) => void) => Promise<boolean>;
  onClose: () => void;
};

/** The question before rejecting a gift or cancelling a receipt: the reason, required, kept in the audit. */
export function ReasonDialog({ open, title, text, submitLabel, busyLabel, busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(reasonForm, { reason: '' });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  const problems = useFormProblems(form);
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  return (
    <ModalForm
      open={open}
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      busyLabel={busyLabel}
      dirty={isDirty}
      onClose={onClose}
      problems={problems}
      onSubmit={handleSubmit(async ({ reason }) => {
        if (await onSave(reason, problems.show)) onClose();
      })}
    >
      {text && <Typography>{text}</Typography>}
      <FormTextField
        control={control}
        name="reason"
        label={t('adminTreasury.gifts.reason')}
        required
        autoFocus
        multiline
        minRows={2}
        disabled={busy}
      />
    </ModalForm>
  );
}
