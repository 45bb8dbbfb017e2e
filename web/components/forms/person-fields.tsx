import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../domain/constants';
import { FormDateField } from './form-date-field';
import { FormRadioGroup } from './form-radio-group';
import { FormTextField } from './form-text-field';
import type { PersonDraft } from './person-schema';

/**
 * Name, date of birth, gender and house address, in that order, in any form whose values include them.
 * `own` is for the member's own details: the browser may then fill in the name and address it knows, which
 * would be wrong for a family member.
 */
export function PersonFields<T extends FieldValues & PersonDraft>({
  control,
  disabled,
  own = false,
  afterName,
}: {
  control: Control<T>;
  disabled?: boolean;
  own?: boolean;
  /** A field that belongs after the name (a family member's relation). */
  afterName?: ReactNode;
}) {
  const { t } = useTranslation();
  const genders = GENDERS.map((g) => ({ value: g, label: t(`auth.${g}`) }));
  // The form's own type is wider than these four: each name is one of its fields all the same.
  const field = (name: keyof PersonDraft) => name as FieldPath<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={field('name')}
        label={t('auth.name')}
        autoComplete={own ? 'name' : undefined}
        disabled={disabled}
      />
      {afterName}
      <FormDateField
        control={control}
        name={field('dob')}
        label={t('auth.dateOfBirth')}
        disabled={disabled}
        disableFuture
      />
      <FormRadioGroup
        control={control}
        name={field('gender')}
        label={t('auth.gender')}
        choices={genders}
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name={field('address')}
        label={t('auth.houseAddress')}
        multiline
        rows={3}
        autoComplete={own ? 'street-address' : undefined}
        disabled={disabled}
      />
    </>
  );
}
