// @vitest-environment happy-dom
import { cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, startI18n } from '../../i18n/i18n';
import { callStore } from '../../lib/use-call';
import { fakeServer } from '../../test/fake-server';
import { ToastProvider } from '../toast/toast-provider';
import { usePushConfirmation } from './use-push';

beforeAll(() => startI18n());

afterEach(() => {
  cleanup();
  callStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ToastProvider>{children}</ToastProvider>
  </I18nextProvider>
);

/** A device whose alerts are on: permission granted, a subscription with its keys. */
function subscribedDevice(endpoint: string) {
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'key', auth: 'auth' } }),
    unsubscribe: vi.fn(async () => true),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => subscription } }) },
  });
  return subscription;
}

describe('the push subscription confirmed at each start', () => {
  it('is sent quietly, and a device the server keeps for another member lets it go', async () => {
    const subscription = subscribedDevice('https://fcm.googleapis.com/fcm/send/one');
    const server = fakeServer(() => ({ pass: false, message: 'Held by another member' }));
    renderHook(() => usePushConfirmation(), { wrapper });
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    expect(server.of('addPushSubscription')[0]!.data).toMatchObject({ endpoint: subscription.endpoint });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('offline, says nothing, keeps the subscription, and is tried again at the next start', async () => {
    const subscription = subscribedDevice('https://fcm.googleapis.com/fcm/send/two');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer(() => ({ pass: true, message: 'Saved' }));
    const first = renderHook(() => usePushConfirmation(), { wrapper });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(server.asked).toHaveLength(0);
    expect(screen.queryByTestId('toast')).toBeNull();
    first.unmount();
    online.mockReturnValue(true);
    renderHook(() => usePushConfirmation(), { wrapper });
    await waitFor(() => expect(server.of('addPushSubscription')).toHaveLength(1));
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
