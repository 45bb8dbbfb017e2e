import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { hi } from '../../i18n/locales/hi';
import { ur } from '../../i18n/locales/ur';
import { datePickerText } from './date-picker-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { en: { translation: en }, hi: { translation: hi }, ur: { translation: ur } },
    lng: 'en',
    interpolation: { escapeValue: false },
  }),
);

const textIn = (language: string) => datePickerText(i18n.getFixedT(language));
// What the field and its button say, as a screen reader and an empty field show them.
const said = (language: string) => {
  const text = textIn(language);
  const section = { digitAmount: 4, contentType: 'digit' as const, format: 'YYYY' };
  return [
    text.fieldDayPlaceholder?.(section),
    text.fieldMonthPlaceholder?.(section),
    text.fieldYearPlaceholder?.(section),
    text.day,
    text.month,
    text.year,
    text.empty,
    text.openDatePickerDialogue?.(null),
    text.openDatePickerDialogue?.('15 Aug 1992'),
    text.fieldClearLabel,
    text.previousMonth,
    text.nextMonth,
    text.calendarViewSwitchingButtonAriaLabel?.('year'),
    text.calendarViewSwitchingButtonAriaLabel?.('day'),
  ];
};

describe('the date field in the reader’s language', () => {
  it('English keeps MUI’s own words: DD/MM/YYYY, Day, Month, Year, Choose date', () => {
    expect(said('en')).toEqual([
      'DD',
      'MM',
      'YYYY',
      'Day',
      'Month',
      'Year',
      'Empty',
      'Choose date',
      'Choose date, selected date is 15 Aug 1992',
      'Clear',
      'Previous month',
      'Next month',
      'year view is open, switch to calendar view',
      'calendar view is open, switch to year view',
    ]);
  });

  it.each([
    ['hi', /[\u0900-\u097F]/],
    ['ur', /[\u0600-\u06FF]/],
  ])('%s: every word the field and its calendar say is in the language’s script', (language, script) => {
    const words = said(language);
    for (const word of words) expect(word, String(word)).toMatch(script);
    expect(words.join(' ')).not.toMatch(/\b(DD|MM|YYYY|Day|Month|Year|Choose date)\b/);
  });

  it('Hindi and Urdu name the parts as the helper under the field does (dd/mm/yyyy)', () => {
    expect(said('hi').slice(0, 3).join('/')).toBe(hi.common.datePlaceholder);
    expect(said('ur').slice(0, 3).join('/')).toBe(ur.common.datePlaceholder);
    expect(textIn('hi').openDatePickerDialogue?.('15 अगस्त 1992')).toContain('15 अगस्त 1992');
  });
});
