import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import type * as z from '../../../domain/zod';
import { PersonFields } from '../../components/forms/person-fields';
import { personSchema } from '../../components/forms/person-schema';
import { useZodForm } from '../../components/forms/use-zod-form';
import { StepForm } from './step-form';

export type BasicInfo = z.output<typeof personSchema>;

/**
 * Step 3, 'General Infomation' (spelled so in the spec): locked until 'Edit' is pressed, then
 * 'Submit and Add Details'. A member with nothing filled in yet starts in edit mode.
 */
export function BasicInfoForm({
  user,
  onSubmit,
}: {
  user: UserData;
  onSubmit: (info: BasicInfo) => Promise<void>;
}) {
  const [editing, setEditing] = useState(!user.name);
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(personSchema, {
    name: user.name ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? 'male',
    address: user.address ?? '',
  });
  const locked = !editing;

  return (
    <StepForm
      onSubmit={handleSubmit(async (info) => {
        if (locked) return;
        await onSubmit(info);
      })}
    >
      <Typography color="text.secondary">{t('auth.fillAllDetails')}</Typography>
      <TextField
        label={t('auth.uniqueId')}
        value={user.uniqueId}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      />
      <PersonFields control={control} disabled={locked} own />
      {locked ? (
        // Distinct keys: React must not turn this very button into the submit button mid-click.
        <Button key="edit" variant="outlined" color="secondary" size="large" onClick={() => setEditing(true)}>
          {t('common.edit')}
        </Button>
      ) : (
        <Button
          key="submit"
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={isSubmitting}
        >
          {isSubmitting ? t('common.saving') : t('auth.submitAndAddDetails')}
        </Button>
      )}
    </StepForm>
  );
}
