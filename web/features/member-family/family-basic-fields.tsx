import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RELATIONS } from '../../../domain/constants';
import { FormSelect } from '../../components/forms/form-select';
import { PersonFields } from '../../components/forms/person-fields';
import type { FamilyBasicsDraft } from './family-basics';

/** A family member's basic details (a person's, with the relation), for the add dialog and the edit form. */
export function FamilyBasicFields({
  control,
  disabled,
}: {
  control: Control<FamilyBasicsDraft>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const relations = RELATIONS.map((r) => ({ value: r, label: t(`family.relationOf.${r}`) }));
  return (
    <PersonFields
      control={control}
      disabled={disabled}
      afterName={
        <FormSelect
          control={control}
          name="relation"
          label={t('family.relation')}
          choices={relations}
          disabled={disabled}
        />
      }
    />
  );
}
