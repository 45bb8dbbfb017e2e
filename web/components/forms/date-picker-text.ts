import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

/**
 * The date picker's own words in the reader's language, from our catalogues (`datePicker.*`): the empty
 * field's DD/MM/YYYY, each part's name a screen reader reads (Day, Month, Year), 'Choose date' and the
 * calendar's buttons. MUI X ships no Hindi at all and leaves Urdu's field texts in English, so we give every
 * language the same full set rather than lean on its locales.
 */
export function datePickerText(t: TFunction): PickersInputLocaleText {
  return {
    fieldDayPlaceholder: () => t('datePicker.dayPlaceholder'),
    fieldMonthPlaceholder: () => t('datePicker.monthPlaceholder'),
    fieldYearPlaceholder: () => t('datePicker.yearPlaceholder'),
    day: t('datePicker.day'),
    month: t('datePicker.month'),
    year: t('datePicker.year'),
    empty: t('datePicker.empty'),
    openDatePickerDialogue: (date) =>
      date ? t('datePicker.chooseWithValue', { date }) : t('datePicker.choose'),
    fieldClearLabel: t('datePicker.clear'),
    clearButtonLabel: t('datePicker.clear'),
    previousMonth: t('datePicker.previousMonth'),
    nextMonth: t('datePicker.nextMonth'),
    openPreviousView: t('datePicker.openPreviousView'),
    openNextView: t('datePicker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('datePicker.yearViewOpen') : t('datePicker.calendarViewOpen'),
    dateTableLabel: t('datePicker.pickDate'),
    datePickerToolbarTitle: t('datePicker.selectDate'),
  };
}
