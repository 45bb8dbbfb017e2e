// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, startI18n } from '../i18n/i18n';
import { preloadableLazy } from './preloadable-lazy';

beforeAll(() => startI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

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

    // Still failing without a network: the alert stays, and a second try is offered.
    setOnline(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('alert')).toBeTruthy();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Salaam, Ayesha')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('loads the page again when a retry fails with the network up: the chunk is gone after a deploy', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    setOnline(true);
    const Lazy = preloadableLazy(flakyChunk(5));
    shown(Lazy);
    await screen.findByRole('alert');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('tries again by itself when the network comes back', async () => {
    const Lazy = preloadableLazy(flakyChunk(1));
    shown(Lazy);
    await screen.findByRole('alert');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Salaam, Ayesha')).toBeTruthy();
  });

  it('draws a part fetched ahead at once, without suspending', async () => {
    const Lazy = preloadableLazy(flakyChunk(0));
    await Lazy.preload();
    shown(Lazy);
    expect(screen.getByText('Salaam, Ayesha')).toBeTruthy();
  });

  it('tries again by itself when a part that failed is mounted again', async () => {
    const Lazy = preloadableLazy(flakyChunk(1));
    const first = shown(Lazy);
    await screen.findByRole('alert');
    first.unmount();
    shown(Lazy);
    expect(await screen.findByText('Salaam, Ayesha')).toBeTruthy();
  });

  it('lets a later preload fetch what failed', async () => {
    const Lazy = preloadableLazy(flakyChunk(1));
    shown(Lazy);
    await screen.findByRole('alert');
    await act(() => Lazy.preload());
    expect(screen.getByText('Salaam, Ayesha')).toBeTruthy();
  });
});
