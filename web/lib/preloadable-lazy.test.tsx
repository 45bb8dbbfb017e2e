// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../i18n/i18n';
import { preloadableLazy } from './preloadable-lazy';

beforeAll(() => startI18n());
afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Salaam, {name}</p>;

/** A chunk that fails to arrive `failures` times, then arrives. */
function flakyChunk(failures: number) {
  let tries = 0;
  return () => {
    tries++;
    return tries <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Greeting });
  };
}

const shown = (Component: typeof Greeting) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ayesha" />
      </Suspense>
    </I18nextProvider>,
  );

describe('preloadableLazy', () => {
  it('says the part could not load, and draws it once Try again fetches it', async () => {
    const Lazy = preloadableLazy(flakyChunk(2));
    shown(Lazy);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(i18n.t('messages.genericError'));

    // Still failing: the alert stays, and a second try is offered.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('alert')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.queryByRole('alert')).toBe(null);
    expect(screen.getByText('Salaam, Ayesha')).toBeTruthy();
  });

  it('draws a part fetched ahead at once, without suspending', async () => {
    const Lazy = preloadableLazy(flakyChunk(0));
    await Lazy.preload();
    shown(Lazy);
    expect(screen.getByText('Salaam, Ayesha')).toBeTruthy();
  });

  it('lets a later preload fetch what failed', async () => {
    const Lazy = preloadableLazy(flakyChunk(1));
    shown(Lazy);
    await screen.findByRole('alert');
    await act(() => Lazy.preload());
    expect(screen.getByText('Salaam, Ayesha')).toBeTruthy();
  });
});
