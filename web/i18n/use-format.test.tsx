// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isolate } from './bidi';
import { i18n, startI18n, switchLanguage } from './i18n';
import { useFormat } from './use-format';

beforeAll(() => startI18n());
afterEach(cleanup);
afterAll(() => switchLanguage('en'));

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('useFormat', () => {
  it('writes a day as its day in India, set apart from the sentence, and nothing for no date', () => {
    const { result } = renderHook(() => useFormat(), { wrapper });
    // 20:00 UTC on 25 November is already the 26th in India.
    expect(result.current.date(Date.UTC(2026, 10, 25, 20, 0))).toBe(isolate('26 Nov 2026'));
    expect(result.current.date('2026-03-14')).toBe(isolate('14 Mar 2026'));
    expect(result.current.date(null)).toBe('');
  });

  it("says a value is no date in the reader's words", async () => {
    const { result } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.date('not a date')).toBe(isolate(i18n.t('common.invalidDate')));
    await act(() => switchLanguage('hi'));
    expect(result.current.date('not a date')).toBe(isolate(i18n.t('common.invalidDate')));
    expect(i18n.t('common.invalidDate')).not.toBe('Invalid date');
    expect(result.current.date('2026-03-14')).toBe(isolate('14 मार्च 2026'));
    expect(result.current.number(1234567)).toBe('12,34,567');
  });
});
