import Box from '@mui/material/Box';
import { type Control, type FieldPath, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../components/forms/form-select';
import { FormTextField } from '../../components/forms/form-text-field';
import { FieldGroup } from './field-rows';
import type { TimesFormValues } from './times-form-values';

type Props = {
  control: Control<TimesFormValues>;
  /** The rule's place in the form: 'jamaat.isha' or 'overrides.0.jamaat.isha'. */
  name: `jamaat.${string}` | `overrides.${number}.jamaat.${string}`;
  prayerName: string;
  /** In a timetable for dates a prayer may keep its usual rule. */
  allowUsual?: boolean;
  disabled?: boolean;
};

/**
 * One jamaat rule: N minutes after the adhan, rounded up to the clock's next 5 or 15 or not at all, or a fixed
 * time. Only the chosen kind's fields show; the other's values are kept for a switch back.
 */
export function RuleFields({ control, name, prayerName, allowUsual, disabled }: Props) {
  const { t } = useTranslation();
  const field = (part: string) => `${name}.${part}` as FieldPath<TimesFormValues>;
  const kind = useWatch({ control, name: field('kind') }) as string;
  const kinds = [
    ...(allowUsual ? [{ value: 'usual', label: t('adminTimes.usualRule') }] : []),
    { value: 'after', label: t('adminTimes.afterAdhan') },
    { value: 'at', label: t('adminTimes.fixedTime') },
  ];
  return (
    <FieldGroup legend={t('adminTimes.ruleOf', { prayer: prayerName })}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <FormSelect
          control={control}
          name={field('kind')}
          label={t('adminTimes.ruleKind', { prayer: prayerName })}
          choices={kinds}
          disabled={disabled}
        />
        {kind === 'after' && (
          <>
            <FormTextField
              control={control}
              name={field('after')}
              label={t('adminTimes.minutesAfter')}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
            <FormSelect
              control={control}
              name={field('roundTo')}
              label={t('adminTimes.roundTo')}
              disabled={disabled}
              choices={[
                { value: '0', label: t('adminTimes.roundNone') },
                { value: '5', label: t('adminTimes.round5') },
                { value: '15', label: t('adminTimes.round15') },
              ]}
            />
          </>
        )}
        {kind === 'at' && (
          <TimeField control={control} name={field('at')} label={t('adminTimes.time')} disabled={disabled} />
        )}
      </Box>
    </FieldGroup>
  );
}

/** A clock time, HH:MM, with the browser's own time picker; written left to right in every language. */
export function TimeField({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<TimesFormValues>;
  name: FieldPath<TimesFormValues>;
  label: string;
  disabled?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="time"
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', step: 60 } }}
    />
  );
}
