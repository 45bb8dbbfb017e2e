/**
 * Where this device stands with push notifications, decided from what the browser says. Pure, so each case
 * is tested without a browser (push-state.test.ts); `usePush` gathers the facts.
 *
 * - `iosInstall`: an iPhone or iPad outside the Home Screen. Safari has no PushManager there, so this comes
 *   before `unsupported`: the member is told how to add the app (iOS 16.4 and later) rather than that it
 *   cannot be done.
 * - `unsupported`: no service worker, PushManager or Notification.
 * - `denied`: the member (or the browser) refused the permission; only the site settings can undo it.
 * - `subscribed`: permission granted and this device has a subscription.
 * - `offer`: everything is there; a tap asks for the permission.
 */
export type PushState = 'unsupported' | 'iosInstall' | 'denied' | 'subscribed' | 'offer';

export type PushFacts = {
  /** serviceWorker, PushManager and Notification are all there. */
  supported: boolean;
  ios: boolean;
  /** Opened from the Home Screen (navigator.standalone, or display-mode standalone). */
  standalone: boolean;
  permission: NotificationPermission | 'unknown';
  subscribed: boolean;
};

export function pushStateOf(facts: PushFacts): PushState {
  if (facts.ios && !facts.standalone) return 'iosInstall';
  if (!facts.supported) return 'unsupported';
  if (facts.permission === 'denied') return 'denied';
  if (facts.permission === 'granted' && facts.subscribed) return 'subscribed';
  return 'offer';
}

/**
 * An iPhone, iPod or iPad. iPadOS 13 and later call themselves 'Macintosh', but a Mac has no touch screen:
 * a Macintosh with more than one touch point is an iPad.
 */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

/** What tells a phone from a computer or a tablet. */
export type DeviceFacts = {
  userAgent: string;
  /** navigator.userAgentData.mobile, where the browser has it. */
  mobileHint?: boolean;
  /** The primary pointer is a finger (pointer: coarse). */
  coarsePointer: boolean;
  /** The screen's shorter side, in CSS pixels. */
  shortSide: number;
};

/**
 * Whether this device is a phone, so that the push texts say 'this phone' there and 'this device' on a
 * computer or a tablet. A tablet says so in its user agent (an iPad's also says 'Mobile'); a phone's browser
 * says it is mobile; failing both, a touch screen whose shorter side is under 600 px is a phone's.
 */
export function isPhone(facts: DeviceFacts): boolean {
  if (/\b(iPad|Tablet)\b/.test(facts.userAgent)) return false;
  if (facts.mobileHint === true || /iPhone|iPod|Mobi/.test(facts.userAgent)) return true;
  return facts.coarsePointer && facts.shortSide < 600;
}

/** The VAPID public key, base64url as getPushKey gives it, as the bytes PushManager.subscribe() takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
