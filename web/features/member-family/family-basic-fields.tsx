import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RELATIONS } from '../../../domain/constants';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormRadioGroup } from '../../components/forms/form-radio-group';
import { FormSelect } from '../../components/forms/form-select';
import { FormTextField } from '../../components/forms/form-text-field';
import type { FamilyBasicsDraft } from './family-basics';

/** The fields of a family member's basic details, shared by the add dialog and the edit form. */
export function FamilyBasicFields({
  control,
  disabled,
}: {
  control: Control<FamilyBasicsDraft>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const relations = RELATIONS.map((r) => ({ value: r, label: t(`family.relationOf.${r}`) }));
  const genders = [
    { value: 'male', label: t('auth.male') },
    { value: 'female', label: t('auth.female') },
  ];
  return (
    <>
      <FormTextField control={control} name="name" label={t('auth.name')} disabled={disabled} />
      <FormSelect
        control={control}
        name="relation"
        label={t('family.relation')}
        choices={relations}
        disabled={disabled}
      />
      <FormDateField
        control={control}
        name="dob"
        label={t('auth.dateOfBirth')}
        disabled={disabled}
        disableFuture
      />
      <FormRadioGroup
        control={control}
        name="gender"
        label={t('auth.gender')}
        choices={genders}
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="address"
        label={t('auth.houseAddress')}
        multiline
        rows={3}
        disabled={disabled}
      />
    </>
  );
}
