import { useEffect, useState } from 'react';
import type { WhatsAppFailure } from '../../../domain/sms';
import { callStore } from '../../lib/use-call';

/** How long a WhatsApp code may go without a delivery report before the member is offered SMS. */
export const WHATSAPP_REPORT_WAIT_MS = 30_000;
const POLL_MS = 3_000;

/** A WhatsApp code's way: on its way, delivered (or read), or not arriving, with why. */
export type Delivery =
  | { kind: 'waiting' }
  | { kind: 'delivered' }
  | { kind: 'stuck'; why: WhatsAppFailure | 'noReport' };

/**
 * Watches a WhatsApp sign-in code by the id sendOtp gave (getSignInCodeStatus, never the number): delivered
 * ends the watch; a failure, or no report within 30 s, offers SMS. A read that fails is tried again.
 */
export function useWhatsAppDelivery(messageId: string | null): Delivery {
  const [delivery, setDelivery] = useState<Delivery>({ kind: 'waiting' });
  useEffect(() => {
    setDelivery({ kind: 'waiting' });
    if (messageId === null) return;
    let done = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (next: Delivery) => {
      done = true;
      setDelivery(next);
    };
    const poll = async () => {
      try {
        // Through the call store, as every read goes; ttl 0, so each poll asks the server afresh.
        const { status, fallback } = await callStore.read('getSignInCodeStatus', { messageId }, { ttl: 0 });
        if (done) return;
        if (status === 'delivered' || status === 'read') return finish({ kind: 'delivered' });
        if (status === 'failed') return finish({ kind: 'stuck', why: fallback ?? 'other' });
      } catch {
        // Offline for a moment: the next poll tries again, and the 30 s still run.
      }
      if (done) return;
      if (Date.now() - started >= WHATSAPP_REPORT_WAIT_MS) return finish({ kind: 'stuck', why: 'noReport' });
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      done = true;
      if (timer) clearTimeout(timer);
    };
  }, [messageId]);
  return delivery;
}
