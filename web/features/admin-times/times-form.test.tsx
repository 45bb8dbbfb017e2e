// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMES_SETTINGS, type TimesSettings } from '../../../domain/prayer-times/time-settings';
import { LocaleThemeProvider } from '../../app/locale-theme-provider';
import { ToastProvider } from '../../components/toast/toast-provider';
import { withAdminTexts } from '../../i18n/admin-texts';
import { i18n, startI18n } from '../../i18n/i18n';
import { callStore } from '../../lib/use-call';
import { fakeServer } from '../../test/fake-server';
import { TimesForm } from './times-form';

beforeAll(async () => {
  await startI18n();
  await withAdminTexts(Promise.resolve());
});

afterEach(() => {
  cleanup();
  callStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const DELHI = { latitude: 28.6507, longitude: 77.2334 };
const SETTINGS: TimesSettings = {
  ...DEFAULT_TIMES_SETTINGS,
  jumuah: [{ khutbah: '13:15', jamaat: '13:30' }],
};

function page(settings: TimesSettings = SETTINGS) {
  return render(
    <I18nextProvider i18n={i18n}>
      <LocaleThemeProvider>
        <ToastProvider>
          <TimesForm
            mosqueId="00000000-0000-4000-8000-000000000001"
            versions={[{ from: '2020-01-01', settings }]}
            point={DELHI}
            indiaHijriAdjustment={0}
          />
        </ToastProvider>
      </LocaleThemeProvider>
    </I18nextProvider>,
  );
}

const openSection = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Chooses an option of an MUI select by the select's label. */
function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const previewRow = (prayer: string) => screen.getByRole('rowheader', { name: prayer }).closest('tr')!;

const saved = { pass: true, message: 'Saved', problems: [], warnings: [] };

describe("the committee's times form", () => {
  it('shows a rule as minutes after the adhan or a fixed time, and previews the fixed time', async () => {
    page();
    openSection('Jamaat rules');
    expect(screen.getAllByRole('textbox', { name: 'Minutes after the adhan' })).toHaveLength(5);
    choose('How the Isha jamaat is set', 'Fixed time');
    const time = screen.getByLabelText('Time') as HTMLInputElement;
    expect(screen.getAllByRole('textbox', { name: 'Minutes after the adhan' })).toHaveLength(4);
    fireEvent.input(time, { target: { value: '21:15' } });
    await waitFor(() => expect(within(previewRow('Isha')).getByText('9:15 pm')).toBeTruthy());
    // Back to minutes after: what was typed there is still there.
    choose('How the Isha jamaat is set', 'Minutes after the adhan');
    expect(screen.getAllByRole('textbox', { name: 'Minutes after the adhan' })).toHaveLength(5);
  });

  it("adds Jumu'ah rows up to three and removes them", () => {
    page();
    openSection("Jumu'ah");
    expect(screen.getAllByLabelText('Khutbah')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: "Add a Jumu'ah" }));
    fireEvent.click(screen.getByRole('button', { name: "Add a Jumu'ah" }));
    expect(screen.getAllByLabelText('Khutbah')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: "Add a Jumu'ah" })).toBe(null);
    fireEvent.click(screen.getByRole('button', { name: "Remove Jumu'ah 2" }));
    expect(screen.getAllByLabelText('Khutbah')).toHaveLength(2);
    expect(screen.getByRole('button', { name: "Add a Jumu'ah" })).toBeTruthy();
  });

  it('refuses before sending what the schema refuses, on its field, and opens its section', async () => {
    const server = fakeServer(() => saved);
    page();
    openSection("Jumu'ah");
    fireEvent.input(screen.getByLabelText('Khutbah'), { target: { value: '13:45' } });
    openSection("Jumu'ah");
    fireEvent.click(screen.getByRole('button', { name: 'Save the times' }));
    const khutbah = await screen.findByLabelText('Khutbah');
    await waitFor(() =>
      expect(screen.getByText("The khutbah must come before its Jumu'ah jamaat")).toBeTruthy(),
    );
    await waitFor(() => expect(document.activeElement).toBe(khutbah));
    expect(server.of('updateMosqueTimes')).toHaveLength(0);
  });

  it("sends only what changed, and shows the server's problems on their fields with the focus on the first", async () => {
    const server = fakeServer(() => ({
      pass: false,
      message: 'Not saved',
      problems: [
        {
          path: 'jamaat.fajr',
          message: 'The Fajr jamaat must be after its adhan and before sunrise',
          messageCode: 'fajrJamaatOutside',
          messageParams: { date: '03/12/2026', jamaat: '03:00', adhan: '05:31', end: '06:53' },
        },
      ],
      warnings: [],
    }));
    page();
    fireEvent.click(screen.getByRole('radio', { name: 'Tomorrow' }));
    openSection('Jamaat rules');
    choose('How the Fajr jamaat is set', 'Fixed time');
    fireEvent.input(screen.getByLabelText('Time'), { target: { value: '03:00' } });
    openSection('Jamaat rules');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save the times' }));
    });
    await waitFor(() => expect(server.of('updateMosqueTimes')).toHaveLength(1));
    const sent = server.of('updateMosqueTimes')[0]!.data as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['from', 'jamaat', 'mosqueId']);
    expect(sent.jamaat).toEqual({ fajr: { at: '03:00' } });
    const field = await screen.findByLabelText('Time');
    await waitFor(() => expect(screen.getByText(/on 03\/12\/2026 it would be at 03:00/)).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText(/The times were not saved/)).toBeTruthy();
  });

  it('toasts a save that went through and keeps its warnings on the page', async () => {
    fakeServer(() => ({
      ...saved,
      warnings: [{ path: 'jamaat.isha', message: 'The Isha jamaat at 23:50 on 03/12/2026 is late' }],
    }));
    page();
    openSection('How the adhan is computed');
    fireEvent.click(screen.getByRole('radio', { name: "Shafi'i" }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save the times' }));
    });
    expect((await screen.findAllByText('The times are saved.')).length).toBeGreaterThan(0);
    expect(await screen.findByText('The Isha jamaat at 23:50 on 03/12/2026 is late')).toBeTruthy();
  });

  it("says after the save the day a fixed time leaves its time, from the reply's code", async () => {
    fakeServer(() => ({
      ...saved,
      warnings: [
        {
          path: 'jamaat.fajr',
          message: 'words the page does not show',
          messageCode: 'fajrJamaatOutsideLater',
          messageParams: { date: '28/11/2026', jamaat: '05:30', adhan: '05:31', end: '06:54' },
        },
      ],
    }));
    page();
    openSection('How the adhan is computed');
    fireEvent.click(screen.getByRole('radio', { name: "Shafi'i" }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save the times' }));
    });
    const note = await screen.findByText(
      'On 28/11/2026 the Fajr jamaat at 05:30 first falls outside its time, 05:31 to sunrise at 06:54. Please set new times from that day',
    );
    await waitFor(() => expect(document.activeElement).toBe(note.closest('[role="alert"]')));
  });

  it('gives the focus, when an Eid is cleared, to the button that sets it again', async () => {
    page();
    openSection('Eid');
    fireEvent.click(screen.getByRole('button', { name: 'Set Eid al-Fitr' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Eid al-Fitr' }));
    const again = await screen.findByRole('button', { name: 'Set Eid al-Fitr' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });
});
