import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fundNameSchema } from '../../../domain/treasury/treasury-schemas';
import * as z from '../../../domain/zod';
import { FormTextField } from '../../components/forms/form-text-field';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import type { WriteProblem } from '../../lib/use-action';

const fundForm = z.object({ name: fundNameSchema });

type Props = {
  open: boolean;
  title: string;
  initialName?: string;
  busy: boolean;
  /** Saves the name; true when it went through and the dialog may close. */
  onSave: (name: string, showProblem: (problem: WriteProblem) => void) => Promise<boolean>;
  onClose: () => void;
};

/** A fund's name, added or renamed; a name the masjid already has is marked on the field. */
export function FundNameDialog({ open, title, initialName = '', busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(fundForm, { name: initialName });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  const problems = useFormProblems(form, { refusals: { fundNameTaken: 'name' } });
  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);
  return (
    <ModalForm
      open={open}
      title={title}
      submitLabel={t('adminTreasury.funds.save')}
      busy={busy}
      busyLabel={t('adminTreasury.settings.saving')}
      dirty={isDirty}
      onClose={onClose}
      problems={problems}
      onSubmit={handleSubmit(async ({ name }) => {
        if (await onSave(name, problems.show)) onClose();
      })}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('adminTreasury.funds.name')}
        required
        autoFocus
        disabled={busy}
      />
    </ModalForm>
  );
}
