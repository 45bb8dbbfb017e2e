// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages';
import * as z from '../../../domain/zod';
import { LocaleThemeProvider } from '../../app/locale-theme-provider';
import { useZodForm } from '../../components/forms/use-zod-form';
import { withAdminTexts } from '../../i18n/admin-texts';
import { i18n, startI18n, switchLanguage } from '../../i18n/i18n';
import { locationTextSchema, MosquePointField } from './mosque-point-field';

beforeAll(async () => {
  await startI18n();
  await withAdminTexts(Promise.resolve());
});
afterEach(cleanup);
afterAll(() => switchLanguage('en'));

const schema = z.object({ location: locationTextSchema });

/** The field in a form of its own, as the masjid dialog holds it: Save runs the form's checks. */
function Form({ initial = '' }: { initial?: string }) {
  const { control, handleSubmit } = useZodForm(schema, { location: initial });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <MosquePointField control={control} name="location" />
      <button type="submit">Save</button>
    </form>
  );
}

const page = (initial?: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleThemeProvider>
        <Form initial={initial} />
      </LocaleThemeProvider>
    </I18nextProvider>,
  );

const field = () => screen.getByRole('textbox', { name: 'Location on the map' });
const paste = (text: string) => fireEvent.input(field(), { target: { value: text } });

describe("the masjid form's location on the map", () => {
  it('says what to paste, and shows the point a Google Maps link names, with a link to open it', () => {
    page();
    expect(screen.getByText(/Paste the masjid's Google Maps link/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    paste('https://www.google.com/maps/place/Jama+Masjid/@28.6505,77.2303,17z/data=!3d28.6507!4d77.2334');
    expect(screen.getByRole('status').textContent).toContain('28.6507, 77.2334');
    const link = screen.getByRole('link', { name: /Open in Google Maps/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=28.6507%2C77.2334',
    );
  });

  it('shows the stored point of a masjid being edited', () => {
    page('17.3604, 78.4736');
    expect(screen.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href')).toContain(
      'query=17.3604%2C78.4736',
    );
  });

  it('puts the message for a point outside India, or an unreadable text, on the field itself', async () => {
    page();
    paste('51.5072, -0.1276');
    expect(screen.queryByRole('link')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MSG.coordinatesOutsideIndia)).toBeTruthy();
    // The form checks again as the admin corrects it.
    paste('Jama Masjid, Delhi');
    await waitFor(() => expect(screen.getByText(MSG.coordinatesUnreadable)).toBeTruthy());
    paste('28.6507, 77.2334');
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('false'));
  });

  it('may be left empty: a masjid may wait for its point', async () => {
    page();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('speaks Urdu, with the point kept left to right', async () => {
    await act(() => switchLanguage('ur'));
    page('28.6507, 77.2334');
    expect(screen.getByRole('textbox', { name: 'نقشے پر مقام' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('\u206628.6507, 77.2334\u2069');
    expect(screen.getByRole('link', { name: /Google Maps میں کھولیں/ })).toBeTruthy();
    await act(() => switchLanguage('en'));
  });
});
