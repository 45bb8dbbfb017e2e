import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { addressSchema, dobSchema, genderSchema, personNameSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormRadioGroup } from '../../components/forms/form-radio-group';
import { FormTextField } from '../../components/forms/form-text-field';
import { useZodForm } from '../../components/forms/use-zod-form';
import { StepForm } from './step-form';

const schema = z.object({
  name: personNameSchema,
  dob: dobSchema,
  gender: genderSchema,
  address: addressSchema,
});
export type BasicInfo = z.output<typeof schema>;

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
  const genders = [
    { value: 'male', label: t('auth.male') },
    { value: 'female', label: t('auth.female') },
  ];
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(schema, {
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
      <FormTextField
        control={control}
        name="name"
        label={t('auth.name')}
        autoComplete="name"
        disabled={locked}
      />
      <FormDateField
        control={control}
        name="dob"
        label={t('auth.dateOfBirth')}
        disabled={locked}
        disableFuture
      />
      <FormRadioGroup
        control={control}
        name="gender"
        label={t('auth.gender')}
        choices={genders}
        disabled={locked}
      />
      <FormTextField
        control={control}
        name="address"
        label={t('auth.houseAddress')}
        multiline
        rows={3}
        autoComplete="street-address"
        disabled={locked}
      />
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
