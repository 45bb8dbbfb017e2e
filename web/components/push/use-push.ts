import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushSubscriptionInput } from '../../../domain/functions/push';
import { isLanguage } from '../../../domain/languages';
import { useMessageText } from '../../i18n/use-message-text';
import { sendWrite } from '../../lib/send-write';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { useToast } from '../toast/toast-provider';
import { isIos, isPhone, keyBytes, type PushFacts, type PushState, pushStateOf } from './push-state';

/** How long a tap waits for the service worker (registered at the first idle moment after load). */
const WORKER_WAIT_MS = 10_000;

/** What this browser has, read once per screen: none of it changes while the page is open. */
function browserFacts(): Omit<PushFacts, 'permission' | 'subscribed'> & { phone: boolean } {
  const nav = navigator as Navigator & { standalone?: boolean; userAgentData?: { mobile?: boolean } };
  return {
    supported: 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    phone: isPhone({
      userAgent: navigator.userAgent,
      mobileHint: nav.userAgentData?.mobile,
      coarsePointer: window.matchMedia?.('(pointer: coarse)').matches === true,
      shortSide: Math.min(window.screen.width, window.screen.height),
    }),
  };
}

/** The texts that name the device: 'this phone' on a phone, 'this device' on a computer or a tablet. */
type DeviceWords = 'heading' | 'what' | 'dismiss' | 'subscribed' | 'failed' | 'switch';
export const wordsFor = (phone: boolean, key: DeviceWords) =>
  phone ? (`push.${key}` as const) : (`push.device.${key}` as const);

function currentPermission(): PushFacts['permission'] {
  return 'Notification' in window ? Notification.permission : 'unknown';
}

/** The service worker's registration, or null when none comes in time (`npm run dev` has none). */
export async function workerRegistration(waitMs = WORKER_WAIT_MS): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** What the server keeps of a subscription: its address and keys, and the language its alerts come in. */
export function subscriptionInput(
  subscription: PushSubscription,
  language: string,
): PushSubscriptionInput | null {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh, auth }, ...(isLanguage(language) ? { language } : {}) };
}

export type Push = {
  /** null while the subscription is still being looked up. */
  state: PushState | null;
  /** Whether this device is a phone: the texts say 'this phone', else 'this device' (wordsFor). */
  phone: boolean;
  busy: boolean;
  /** Asks for the permission (from the tap itself), subscribes and tells the server. */
  turnOn: () => Promise<void>;
  /** Unsubscribes this device and tells the server to forget it. */
  turnOff: () => Promise<void>;
};

/**
 * This device's push notifications: where it stands (`PushState`), and turning them on and off. Shared by the
 * offer (member home, /alerts) and Profile's switch. The permission is asked only inside `turnOn`, which a
 * tap calls: a browser refuses (or remembers as a refusal) a prompt no one asked for.
 */
export function usePush(): Push {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [facts] = useState(browserFacts);
  const [permission, setPermission] = useState(currentPermission);
  // Only a granted permission can have a subscription: otherwise the answer is known at once, and the offer
  // is in the first paint instead of pushing the page down when the service worker answers.
  // The permission as just read: each read of it is a call into the browser, a few ms on a slow phone.
  const [subscribed, setSubscribed] = useState<boolean | null>(() =>
    facts.supported && permission === 'granted' ? null : false,
  );
  const [busy, setBusy] = useState(false);
  const save = useAction('addPushSubscription');
  const forget = useAction('removePushSubscription');
  // The key is read while the offer shows, so the tap goes straight from the permission to subscribe().
  const mayOffer = facts.supported && permission !== 'denied' && subscribed === false;
  const key = useCall('getPushKey', mayOffer ? {} : null, { ttl: 60 * 60 * 1000 });

  useEffect(() => {
    if (!facts.supported) return;
    let live = true;
    void workerRegistration()
      .then((registration) => registration?.pushManager.getSubscription() ?? null)
      .then((subscription) => {
        if (live) setSubscribed(subscription !== null);
      })
      .catch(() => {
        if (live) setSubscribed(false);
      });
    return () => {
      live = false;
    };
  }, [facts.supported]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      // First, before any other wait: the browser lets only the tap itself ask.
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        toast(t('push.notGranted'), 'warning');
        return;
      }
      const registration = await workerRegistration();
      const publicKey = key.data?.publicKey;
      if (!registration || !publicKey) throw new Error('No service worker or no push key');
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const input = subscriptionInput(subscription, i18n.language);
      if (!input) throw new Error('The subscription has no keys');
      const reply = await save.run(input);
      if (reply?.pass) {
        confirmedThisStart = `${input.endpoint} ${input.language}`;
        setSubscribed(true);
      } else {
        // The server did not take it: a subscription it does not know would only bring nothing.
        await subscription.unsubscribe().catch(() => false);
      }
    } catch (err) {
      console.error('Turning on alerts failed', err);
      toast(t(wordsFor(facts.phone, 'failed')), 'error');
    } finally {
      setBusy(false);
    }
  }, [key.data, i18n.language, save, t, toast, facts.phone]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const registration = await workerRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        await forget.run({ endpoint });
      }
      setSubscribed(false);
    } catch (err) {
      console.error('Turning off alerts failed', err);
      toast(t(wordsFor(facts.phone, 'failed')), 'error');
    } finally {
      setBusy(false);
    }
  }, [forget, t, toast, facts.phone]);

  const state = subscribed === null ? null : pushStateOf({ ...facts, permission, subscribed });
  return { state, phone: facts.phone, busy, turnOn, turnOff };
}

/** The subscription and language confirmed to the server since the app started. */
let confirmedThisStart: string | null = null;

/**
 * Confirms this device's subscription to the server once per app start, and again when the language changes:
 * push services change endpoints, and the server forgets a subscription no one confirms. Quiet: nothing is
 * shown, and a failure waits for the next start. Mounted once, in the member frame.
 */
export function usePushConfirmation(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const toast = useToast();
  const text = useMessageText();
  useEffect(() => {
    if (!browserFacts().supported || currentPermission() !== 'granted') return;
    let live = true;
    void (async () => {
      try {
        const registration = await workerRegistration(30_000);
        const subscription = await registration?.pushManager.getSubscription();
        const input = subscription && subscriptionInput(subscription, language);
        if (!live || !input) return;
        const confirmed = `${input.endpoint} ${input.language}`;
        if (confirmed === confirmedThisStart) return;
        confirmedThisStart = confirmed;
        // The write path of useAction (refused offline, its reads changed), without the hook: no tap asks
        // for this write, and the hook's pending state would draw the member frame again twice at each start
        // (docs/web-patterns.md, Write). Nothing is said: the member did nothing.
        const reply = await sendWrite(
          'addPushSubscription',
          input,
          { toast, text },
          { sayReply: sayNothing, sayFailure: sayNothing, onFailure: forgetConfirmation },
        );
        if (!reply) return;
        // The server keeps this endpoint for another member (one who left without signing out): this device
        // lets it go, so that it shows none of their alerts; turning alerts on again makes a new one.
        if (!reply.pass) await subscription?.unsubscribe().catch(() => false);
      } catch (err) {
        forgetConfirmation(err);
      }
    })();
    return () => {
      live = false;
    };
  }, [language, toast, text]);
}

const sayNothing = () => null;

/** A confirmation that failed is tried again at the next start. */
function forgetConfirmation(err: unknown) {
  confirmedThisStart = null;
  console.error('Confirming the push subscription failed', err);
}
