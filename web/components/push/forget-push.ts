import type { FunctionInput, FunctionOutput } from '../../../domain/catalogue';
import { workerRegistration } from './use-push';

/** The write that forgets a device: the session's `useAction('removePushSubscription').run`. */
type ForgetDevice = (
  input: FunctionInput<'removePushSubscription'>,
) => Promise<FunctionOutput<'removePushSubscription'> | undefined>;

/**
 * At a member's sign-out: the server forgets this device, then the device unsubscribes, so a shared phone does
 * not go on showing the member's alerts to the next person. When the server cannot be told (offline), the
 * device stays subscribed, as the sign-out itself then fails and the member stays signed in. The write is
 * given by the session provider: this module is loaded at the tap, outside any component, where no hook can
 * be used, and the session's useAction says and refuses it as every other write (docs/web-patterns.md, Write).
 */
export async function forgetPushOnThisDevice(forget: ForgetDevice): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
  const registration = await workerRegistration(1_000);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  if (!(await forget({ endpoint: subscription.endpoint }))) return;
  await subscription.unsubscribe().catch(() => false);
}
