import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { placeNameSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { FormTextField } from '../../components/forms/form-text-field';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import type { WriteProblem } from '../../lib/use-action';

const nameForm = z.object({ name: placeNameSchema });

type Props = {
  open: boolean;
  /** Names what is added or renamed ('Add New District', 'Edit Old City'). */
  title: string;
  submitLabel: string;
  initialName?: string;
  busy: boolean;
  /**
   * Saves the name; true when it was saved and the form may close. What the server refuses goes to
   * `showProblem` (the write's own), for the form to show on the name or inside itself.
   */
  onSave: (name: string, showProblem: (problem: WriteProblem) => void) => Promise<boolean>;
  onClose: () => void;
};

/** The modal form of a location or a category: one name, required. */
export function NameDialog({ open, title, submitLabel, initialName = '', busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(nameForm, { name: initialName });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  const problems = useFormProblems(form, {
    refusals: { locationNameTaken: 'name', categoryNameTaken: 'name' },
  });
  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);

  return (
    <ModalForm
      open={open}
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      busyLabel={t('common.saving')}
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
        label={t('adminPlaces.name')}
        required
        autoFocus
        disabled={busy}
      />
    </ModalForm>
  );
}
