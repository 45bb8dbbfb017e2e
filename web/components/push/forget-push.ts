import { call } from '../../lib/api';
import { workerRegistration } from './use-push';

/**
 * At a member's sign-out: the server forgets this device, then the device unsubscribes, so a shared phone does
 * not go on showing the member's alerts to the next person. When the server cannot be told (offline), the
 * device stays subscribed, as the sign-out itself then fails and the member stays signed in.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
  const registration = await workerRegistration(1_000);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await call('removePushSubscription', { endpoint: subscription.endpoint });
  await subscription.unsubscribe().catch(() => false);
}
