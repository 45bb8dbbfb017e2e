import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAY_PRAYERS, METHODS } from '../../../domain/prayer-times/time-settings';
import { FormRadioGroup } from '../../components/forms/form-radio-group';
import { FormSelect } from '../../components/forms/form-select';
import { FormTextField } from '../../components/forms/form-text-field';
import type { TimesFormValues } from './times-form-values';

type Props = { control: Control<TimesFormValues>; disabled: boolean };

/** How the adhan is computed: the method, the Asr school, and the minutes added to each computed time. */
export function CalculationFields({ control, disabled }: Props) {
  const { t } = useTranslation();
  const prayer = (p: string) => t(`prayerTimes.prayers.${p as 'fajr'}`);
  return (
    <>
      <FormSelect
        control={control}
        name="method"
        label={t('adminTimes.method')}
        disabled={disabled}
        choices={METHODS.map((m) => ({ value: m, label: t(`adminTimes.methods.${m}`) }))}
      />
      <FormRadioGroup
        control={control}
        name="asr"
        label={t('adminTimes.asr')}
        disabled={disabled}
        choices={[
          { value: 'hanafi', label: t('adminTimes.hanafi') },
          { value: 'shafii', label: t('adminTimes.shafii') },
        ]}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('adminTimes.adjustments')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('adminTimes.adjustmentsHint')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
          {DAY_PRAYERS.map((p) => (
            <FormTextField
              key={p}
              control={control}
              name={`adjustments.${p}`}
              label={t('adminTimes.adjustmentOf', { prayer: prayer(p) })}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          ))}
        </Box>
      </Box>
    </>
  );
}
