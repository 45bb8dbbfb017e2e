import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useMemo, useRef } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage, packOf } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';
import { datePickerText } from './date-picker-text';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** A field holding an ISO date (YYYY-MM-DD), or '' while empty. */
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  /** The latest date allowed (a date of birth is never in the future). */
  disableFuture?: boolean;
  /** The earliest date allowed is today (an expiry). */
  disablePast?: boolean;
  /** Where the calendar opens: the year for a date of birth, the day for a date soon to come. */
  openTo?: 'year' | 'day';
};

// What a half-typed or impossible date is stored as: not a date, so the schema answers with its own message.
const NOT_A_DATE = 'invalid';

function toIso(value: Dayjs | null): string {
  if (!value) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : NOT_A_DATE;
}

const fromIso = (iso: string): Dayjs | null => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayjs(iso) : null);

/**
 * A date typed day first, as Indians write it: dd/mm/yyyy ("15081992" fills 15/08/1992), with a calendar
 * beside it. The desktop picker everywhere: on a phone, typing a birth year beats paging a calendar back to
 * 1992. Under the field, the date reads back as the spec shows dates ('15 Aug 1992'), so a mix-up of day
 * and month is seen before it is saved.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  disableFuture,
  disablePast,
  openTo = 'year',
}: Props<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useMessageText();
  // Month and day names in the calendar come from dayjs's locale of the chosen language (its pack).
  const adapterLocale = packOf(currentLanguage()).dayjsLocale;
  // Its own words (DD/MM/YYYY, Day, Month, Year, Choose date) from our catalogues, in the same language.
  const localeText = useMemo(() => datePickerText(t), [t]);
  // The value the field last published. While the form holds it, the field gets that very value back: an
  // impossible or half-typed date is an invalid date to the field, and given null instead it takes its parts
  // for the form's and rebuilds them, so 31/02 typed over 01/01/2020 became 31/00/2020, and the next date
  // typed over that a date nobody typed (31/12/2026 for 10/12/2026).
  const published = useRef<Dayjs | null>(null);
  // What a validation error or `setFocus` focuses: the day, the first part a person types. The input the
  // form would otherwise get is the field's hidden one, which holds the focus where nobody can type.
  const parts = useRef<FieldRef<Dayjs | null>>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => {
          const iso = typeof field.value === 'string' ? field.value : '';
          const mine = published.current;
          const value = mine && toIso(mine) === iso ? mine : fromIso(iso);
          const valid = value?.isValid() === true;
          return (
            <DesktopDatePicker
              label={label}
              format="DD/MM/YYYY"
              value={value}
              disabled={disabled}
              disableFuture={disableFuture}
              disablePast={disablePast}
              openTo={openTo}
              views={['year', 'month', 'day']}
              inputRef={(input: HTMLInputElement | null) =>
                field.ref(input && { focus: () => parts.current?.focusField(0) })
              }
              onChange={(next) => {
                published.current = next;
                field.onChange(toIso(next));
              }}
              slotProps={{
                field: { fieldRef: parts },
                textField: {
                  name: field.name,
                  onBlur: field.onBlur,
                  error: Boolean(fieldState.error),
                  helperText:
                    text.field(fieldState.error?.message) ??
                    (valid ? format.date(iso) : t('common.datePlaceholder')),
                },
              }}
            />
          );
        }}
      />
    </LocalizationProvider>
  );
}
