import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
        <Box
          key={row.id}
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
        >
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('adminTimes.jumuahRow', { number: k + 1 })}
          </Typography>
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
            <IconButton
              onClick={() => rows.remove(k)}
              disabled={disabled}
              aria-label={t('adminTimes.removeJumuah', { number: k + 1 })}
              sx={{ mt: 1 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        </Box>
      ))}
      {rows.fields.length < MAX_JUMUAH && (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={disabled}
          sx={{ justifySelf: 'start' }}
          onClick={() => {
            const last = rows.fields.length;
            rows.append({ khutbah: '13:15', jamaat: '13:30' }, { shouldFocus: false });
            onAdded(`jumuah.${last}.khutbah`);
          }}
        >
          {t('adminTimes.addJumuah')}
        </Button>
      )}
    </Box>
  );
}
