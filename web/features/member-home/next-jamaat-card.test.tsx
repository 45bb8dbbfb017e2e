// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXED_TIMES } from '../../../domain/prayer-times/test/fixed-times';
import { JAMA_MASJID } from '../../../domain/prayer-times/test/sample-masjids';
import { LocaleThemeProvider } from '../../app/locale-theme-provider';
import type { TimesRules } from '../../components/mosque-times/member-times';
import type { MosqueTimesRules } from '../../components/mosque-times/use-mosque-times-rules';
import { i18n, startI18n, switchLanguage } from '../../i18n/i18n';
import { NextJamaatCard } from './next-jamaat-card';

const read: { current: MosqueTimesRules } = {
  current: { none: false, rules: undefined, loading: true, error: undefined, reload: () => {} },
};
vi.mock('../../components/mosque-times/use-mosque-times-rules', () => ({
  useMosqueTimesRules: () => read.current,
}));

const rules = (point: { latitude: number | null; longitude: number | null } = JAMA_MASJID): TimesRules => ({
  mosque: { id: 'm', mosqueId: 'JAMA', name: 'Jama Masjid', address: '', url: '', placeNames: [], ...point },
  versions: [{ from: '2026-01-01', settings: FIXED_TIMES }],
  indiaHijriAdjustment: 0,
  changedAt: null,
});
const showing = (r: TimesRules | undefined) => {
  read.current = { none: false, rules: r, loading: r === undefined, error: undefined, reload: () => {} };
};

const card = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleThemeProvider>
        <MemoryRouter>
          <NextJamaatCard />
        </MemoryRouter>
      </LocaleThemeProvider>
    </I18nextProvider>,
  );

beforeAll(() => startI18n());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => switchLanguage('en'));

const listed = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('the next jamaat card', () => {
  it('names the next jamaat, its time and a countdown, then the day’s jamaats', () => {
    // Thursday 2 July 2026, 10:00 in India.
    vi.setSystemTime(new Date('2026-07-02T04:30:00Z'));
    showing(rules());
    card();
    expect(screen.getByRole('heading', { name: 'Next jamaat' })).toBeTruthy();
    expect(screen.getByText('Dhuhr', { selector: '.headline' }).textContent).toBe('Dhuhr1:30 pm');
    expect(screen.getByRole('timer').textContent).toBe('3:30:00');
    expect(screen.getByRole('heading', { name: "Today's jamaats" })).toBeTruthy();
    expect(listed()).toEqual([
      'Fajr5:30 am',
      'Dhuhr1:30 pm',
      'Asr5:00 pm',
      expect.stringMatching(/^Maghrib/),
      'Isha8:45 pm',
    ]);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('3:29:59');
  });

  it("on a Friday lists each Jumu'ah in place of Dhuhr", () => {
    vi.setSystemTime(new Date('2026-07-03T04:30:00Z'));
    showing(rules());
    card();
    expect(screen.getByText("Jumu'ah", { selector: '.headline' }).textContent).toBe("Jumu'ah1:15 pm");
    expect(listed()).toContain("Jumu'ah2:00 pm");
    expect(listed().some((t) => t?.startsWith('Dhuhr'))).toBe(false);
  });

  it("after Isha shows tomorrow's Fajr, and moves on by itself when a jamaat comes", () => {
    vi.setSystemTime(new Date('2026-07-02T16:00:00Z'));
    showing(rules());
    card();
    expect(screen.getByText('Fajr', { selector: '.headline' }).textContent).toBe('Fajr5:30 am');
    expect(screen.getByRole('heading', { name: "Tomorrow's jamaats" })).toBeTruthy();
    // Midnight draws the new day; at Fajr's minute the jamaat is under way.
    act(() => vi.advanceTimersByTime(2.5 * 3_600_000 + 1000));
    expect(screen.getByRole('heading', { name: "Today's jamaats" })).toBeTruthy();
    // From midnight to a minute past Fajr's 5:30.
    act(() => vi.advanceTimersByTime((5 * 60 + 31) * 60_000));
    expect(screen.getByText('Jamaat now')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says the times are not set for a masjid without coordinates', () => {
    showing(rules({ latitude: null, longitude: null }));
    card();
    expect(screen.getByRole('status').textContent).toBe('Times not set yet');
  });

  it('shows nothing for a member without a masjid, and holds its place while loading', () => {
    read.current = { none: true, rules: undefined, loading: false, error: undefined, reload: () => {} };
    const { container, unmount } = card();
    expect(container.textContent).toBe('');
    unmount();
    showing(undefined);
    card();
    expect(screen.getByRole('status').textContent).toBe('Loading jamaat times...');
  });

  it("writes the times in the member's language", async () => {
    vi.setSystemTime(new Date('2026-07-02T04:30:00Z'));
    await act(() => switchLanguage('ur'));
    showing(rules());
    card();
    expect(screen.getByText('ظہر', { selector: '.headline' }).textContent).toBe('ظہر1:30 دوپہر');
    await act(() => switchLanguage('hi'));
    expect(screen.getByText('ज़ुहर', { exact: false, selector: '.headline' }).textContent).toContain(
      'दोपहर 1:30',
    );
  });
});
