import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddRowButton, FieldGroup, RemoveRowButton } from './field-rows';
import { TimeField } from './rule-fields';
import { MAX_JUMUAH, type TimesFormValues } from './times-form-values';

type Props = { control: Control<TimesFormValues>; disabled?: boolean; onAdded: (focus: string) => void };

/** One to three Jumu'ah jamaats, each with its khutbah; a row added takes the focus. */
export function JumuahFields({ control, disabled, onAdded }: Props) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'jumuah' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('adminTimes.jumuahHint')}
      </Typography>
      {rows.fields.map((row, k) => (
        <FieldGroup key={row.id} legend={t('adminTimes.jumuahRow', { number: k + 1 })}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr auto', alignItems: 'start' }}>
            <TimeField
              control={control}
              name={`jumuah.${k}.khutbah`}
              label={t('adminTimes.khutbahTime')}
              disabled={disabled}
            />
            <TimeField
              control={control}
              name={`jumuah.${k}.jamaat`}
              label={t('adminTimes.jamaatTime')}
              disabled={disabled}
            />
            <RemoveRowButton
              label={t('adminTimes.removeJumuah', { number: k + 1 })}
              disabled={disabled}
              onClick={() => rows.remove(k)}
            />
          </Box>
        </FieldGroup>
      ))}
      {rows.fields.length < MAX_JUMUAH && (
        <AddRowButton
          label={t('adminTimes.addJumuah')}
          disabled={disabled}
          onClick={() => {
            const last = rows.fields.length;
            rows.append({ khutbah: '13:15', jamaat: '13:30' }, { shouldFocus: false });
            onAdded(`jumuah.${last}.khutbah`);
          }}
        />
      )}
    </Box>
  );
}
