import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JAMAAT_PRAYERS } from '../../../domain/prayer-times/time-settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDateField } from '../../components/forms/form-date-field';
import { AddRowButton, FieldGroup } from './field-rows';
import { RuleFields } from './rule-fields';
import { newOverride, type TimesFormValues } from './times-form-values';

type Props = {
  control: Control<TimesFormValues>;
  /** The day a new timetable starts from: the day the change applies from. */
  firstDay: string;
  disabled?: boolean;
  onAdded: (focus: string) => void;
};

/**
 * Timetables for dates (Ramadan, winter, summer): each its first and last day and the jamaat rules it
 * changes, the others as usual. Removing one asks first; it goes when the form is saved.
 */
export function OverrideFields({ control, firstDay, disabled, onAdded }: Props) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'overrides' });
  const [removing, setRemoving] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t('adminTimes.overridesHint')}
      </Typography>
      {rows.fields.map((row, k) => (
        <FieldGroup key={row.id} legend={t('adminTimes.overrideRow', { number: k + 1 })} framed>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormDateField
              control={control}
              name={`overrides.${k}.from`}
              label={t('adminTimes.overrideFrom')}
              disabled={disabled}
              openTo="day"
            />
            <FormDateField
              control={control}
              name={`overrides.${k}.to`}
              label={t('adminTimes.overrideTo')}
              disabled={disabled}
              openTo="day"
            />
          </Box>
          {JAMAAT_PRAYERS.map((prayer) => (
            <RuleFields
              key={prayer}
              control={control}
              name={`overrides.${k}.jamaat.${prayer}`}
              prayerName={t(`prayerTimes.prayers.${prayer}`)}
              allowUsual
              disabled={disabled}
            />
          ))}
          <Button
            color="error"
            variant="outlined"
            disabled={disabled}
            sx={{ justifySelf: 'start' }}
            onClick={() => setRemoving(k)}
          >
            {t('adminTimes.removeOverride', { number: k + 1 })}
          </Button>
        </FieldGroup>
      ))}
      <AddRowButton
        buttonRef={addButton}
        label={t('adminTimes.addOverride')}
        disabled={disabled}
        onClick={() => {
          const last = rows.fields.length;
          rows.append(newOverride(firstDay), { shouldFocus: false });
          onAdded(`overrides.${last}.from`);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('adminTimes.removeOverrideQuestion', { number: (removing ?? 0) + 1 })}
        text={t('adminTimes.removeOverrideText')}
        confirmLabel={t('adminTimes.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) rows.remove(removing);
          setRemoving(null);
          // The timetable and its button are gone: the focus goes where the list goes on.
          requestAnimationFrame(() => addButton.current?.focus());
        }}
      />
    </Box>
  );
}
