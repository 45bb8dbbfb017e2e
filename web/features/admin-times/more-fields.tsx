import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../components/forms/form-select';
import { FormTextField } from '../../components/forms/form-text-field';
import type { TimesFormValues } from './times-form-values';

type Props = { control: Control<TimesFormValues>; disabled: boolean };

/** The rest: Sehri's minutes before Fajr, the masjid's Hijri adjustment and how long its TV stays dark. */
export function MoreFields({ control, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name="sehriMinutesBeforeFajr"
        label={t('adminTimes.sehriMinutes')}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <FormSelect
        control={control}
        name="hijri"
        label={t('adminTimes.hijri')}
        disabled={disabled}
        choices={[
          { value: 'india', label: t('adminTimes.hijriIndia') },
          ...[-2, -1, 0, 1, 2].map((d) => ({
            value: String(d),
            label: `${d > 0 ? '+' : ''}${t('adminTimes.hijriDays', { count: d })}`,
          })),
        ]}
      />
      <FormTextField
        control={control}
        name="displayDarkMinutes"
        label={t('adminTimes.darkMinutes')}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
    </>
  );
}
