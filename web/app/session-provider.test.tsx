// @vitest-environment happy-dom
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../domain/routes';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n, startI18n } from '../i18n/i18n';
import { en } from '../i18n/locales/en';
import { callStore } from '../lib/use-call';
import { fakeServer, HOLD } from '../test/fake-server';
import { firstReadAnswered, startFirstReads } from './first-reads';
import { SessionProvider, useSession } from './session-provider';

beforeAll(() => startI18n());

afterEach(() => {
  cleanup();
  callStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const withSession = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ToastProvider>
      <SessionProvider>{children}</SessionProvider>
    </ToastProvider>
  </I18nextProvider>
);

const member = { userId: 'u1', name: 'Rehana', role: 'user', family: [] };

/** This device subscribed to alerts, as the service worker and the push manager tell it. */
function subscribedDevice() {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    unsubscribe: vi.fn(async () => true),
  };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return subscription;
}

async function signedIn(answer: (name: string) => unknown) {
  localStorage.setItem('authToken', 'token');
  const server = fakeServer((name) => (name === 'getSessionUser' ? member : answer(name)));
  const view = renderHook(() => useSession(), { wrapper: withSession });
  await waitFor(() => expect(view.result.current.user?.name).toBe('Rehana'));
  return { server, view };
}

describe('signing out', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('revokes the session, then forgets it on this phone without reading the user again', async () => {
    const { server, view } = await signedIn((name) => (name === 'signOut' ? { pass: true } : HOLD));
    const before = server.asked.length;
    let out: boolean | undefined;
    await act(async () => {
      out = await view.result.current.logout();
    });
    expect(out).toBe(true);
    expect(server.names().slice(before)).toEqual(['signOut']);
    expect(view.result.current.user).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('forgets this device on the server before the session, and only then unsubscribes it', async () => {
    const subscription = subscribedDevice();
    const { server, view } = await signedIn((name) =>
      name === 'removePushSubscription' ? { pass: true, message: 'Removed' } : { pass: true },
    );
    const before = server.asked.length;
    await act(() => view.result.current.logout());
    expect(server.names().slice(before)).toEqual(['removePushSubscription', 'signOut']);
    expect(server.of('removePushSubscription')[0]!.data).toEqual({ endpoint: subscription.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    // Nothing is said of the device: the sign-in page it leads to says enough.
    expect(screen.queryByText('Removed')).toBeNull();
  });

  it('offline, says nothing was sent and stays signed in, the device still subscribed', async () => {
    const subscription = subscribedDevice();
    const { server, view } = await signedIn(() => ({ pass: true }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const before = server.asked.length;
    let out: boolean | undefined;
    await act(async () => {
      out = await view.result.current.logout();
    });
    expect(out).toBe(false);
    expect(server.names().slice(before)).toEqual([]);
    expect(await screen.findByText(en.messages.offlineNotSent)).toBeTruthy();
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(view.result.current.user?.name).toBe('Rehana');
    expect(localStorage.getItem('authToken')).toBe('token');
  });

  it('when the server fails to forget the device, still revokes the session and says nothing', async () => {
    const subscription = subscribedDevice();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, view } = await signedIn((name) => (name === 'signOut' ? { pass: true } : HOLD));
    const before = server.asked.length;
    let out: Promise<boolean> | undefined;
    act(() => {
      out = view.result.current.logout();
    });
    await waitFor(() => expect(server.of('removePushSubscription')).toHaveLength(1));
    server.of('removePushSubscription')[0]!.fail(500);
    await act(async () => {
      await out;
    });
    expect(await out).toBe(true);
    expect(server.names().slice(before)).toEqual(['removePushSubscription', 'signOut']);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(view.result.current.user).toBeNull();
  });
});

describe('the first render', () => {
  it("is drawn checked when the entry's read of the user has answered, and not drawn again for it", async () => {
    localStorage.setItem('authToken', 'entry-token');
    const server = fakeServer((name) => (name === 'getSessionUser' ? member : HOLD));
    startFirstReads(PATHS.profile, '');
    await waitFor(() => expect(firstReadAnswered('entry-token')).toBe(true));
    let renders = 0;
    const view = renderHook(
      () => {
        renders++;
        return useSession();
      },
      { wrapper: withSession },
    );
    expect(view.result.current).toMatchObject({ checking: false, loading: false });
    expect(view.result.current.user?.name).toBe('Rehana');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(renders).toBe(1);
    // The entry's read is the only one: the session joins it rather than asking again.
    expect(server.names()).toEqual(['getSessionUser']);
  });

  it('is drawn still checking when the entry has not been answered, and then checked', async () => {
    localStorage.setItem('authToken', 'later-token');
    const server = fakeServer(() => HOLD);
    const view = renderHook(() => useSession(), { wrapper: withSession });
    expect(view.result.current.checking).toBe(true);
    await waitFor(() => expect(server.of('getSessionUser')).toHaveLength(1));
    act(() => server.of('getSessionUser')[0]!.reply(member));
    await waitFor(() => expect(view.result.current.checking).toBe(false));
    expect(view.result.current.user?.name).toBe('Rehana');
  });
});
