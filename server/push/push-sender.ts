import { setTimeout as sleep } from 'node:timers/promises';
import webPush from 'web-push';
import type { Vapid } from './vapid';

/** A device as the fan-out reads it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** One notification's headers and its (not yet encrypted) payload. */
export type PushMessage = { payload: string; ttl: number; urgency: 'high' | 'normal'; topic: string };

/** sent: the push service took it; gone: the device unsubscribed (404/410); failed: refused (a 3xx too) or never reached. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushRetry = {
  /** Waits before each retry of a 429, a 5xx or a network failure. */
  delaysMs: readonly number[];
  /** The longest a Retry-After may make it wait. */
  maxWaitMs: number;
};

const PUSH_RETRY: PushRetry = { delaysMs: [1_000, 4_000, 15_000], maxWaitMs: 60_000 };
/** A push service that holds a request longer than this counts as a network failure. */
const REQUEST_TIMEOUT_MS = 10_000;
/** A VAPID JWT's life: 12 hours, the most push services take is 24. */
const VAPID_LIFE_S = 12 * 3600;

/** The wait a Retry-After asks for (seconds or an HTTP date), never less than our own, never over the cap. */
function waitFor(retryAfter: string | null, ownMs: number, maxMs: number): number {
  if (!retryAfter) return ownMs;
  const seconds = Number(retryAfter);
  const asked = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
  return Math.min(Math.max(ownMs, Number.isFinite(asked) ? asked : 0), maxMs);
}

/**
 * Sends Web Push notifications with the portal's VAPID keys. web-push encrypts the payload (RFC 8291) and
 * signs the VAPID JWT (RFC 8292); the request itself goes through fetch, whose pool keeps connections to the
 * push service alive across a fan-out (web-push's own sender opens one per notification, and https only).
 */
export class PushSender {
  constructor(
    readonly vapid: Vapid,
    private readonly retry: PushRetry = PUSH_RETRY,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  private readonly signed = new Map<string, { headers: Record<string, string>; until: number }>();

  /**
   * The VAPID Authorization for a push service, signed once per service and reused until an hour before its
   * 12-hour JWT expires: an ES256 signature per notification was a large part of a fan-out's CPU, on the
   * event loop that also answers members.
   */
  private vapidHeaders(endpoint: string): Record<string, string> {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = this.signed.get(audience);
    if (kept && kept.until > now) return kept.headers;
    const expiresAt = Math.floor(now / 1000) + VAPID_LIFE_S;
    const { subject, publicKey, privateKey } = this.vapid;
    const headers = webPush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', expiresAt);
    this.signed.set(audience, {
      headers: headers as Record<string, string>,
      until: (expiresAt - 3600) * 1000,
    });
    return headers as Record<string, string>;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    // Encrypting is synchronous work on the loop that answers members: let waiting requests in first.
    await new Promise((resolve) => setImmediate(resolve));
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message.payload,
      { TTL: message.ttl, urgency: message.urgency, topic: message.topic, contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(
      Object.entries({ ...request.headers, ...this.vapidHeaders(request.endpoint) })
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    for (let attempt = 0; ; attempt++) {
      let status = 0;
      let retryAfter: string | null = null;
      try {
        const res = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          // A push service never redirects; following one would carry a member's notification (and our VAPID
          // signature) to an address the endpoint's checks never saw. A 3xx is refused below, like a 4xx.
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = res.status;
        retryAfter = res.headers.get('retry-after');
        await res.arrayBuffer().catch(() => undefined);
      } catch {
        // A network failure or a timeout: retried like a 5xx.
      }
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) return 'gone';
      const retriable = status === 0 || status === 429 || status >= 500;
      const ownWait = this.retry.delaysMs[attempt];
      if (!retriable || ownWait === undefined) return 'failed';
      await sleep(waitFor(retryAfter, ownWait, this.retry.maxWaitMs));
    }
  }
}
