import { useRef, useState } from 'react';
import { intentKeys } from '../../lib/idempotency-key';
import { openRazorpayCheckout } from '../../lib/razorpay-checkout';
import { useAction } from '../../lib/use-action';
import { callStore } from '../../lib/use-call';
import type { StartedGift } from './give-flow';

/** How paying online ended: the checkout's outcome, or `refused` when the order could not be opened. */
type PayOnlineResult = 'paid' | 'dismissed' | 'failed' | 'unavailable' | 'refused';

/**
 * "Pay online" for a started gift, where the portal has a payment gateway (getMosqueGiving's `gateway`):
 * opens the gateway's order (startGatewayPayment), then Razorpay's checkout on it. What the server refuses is
 * given to `onProblem`. The same gift asked again (after the member closed the checkout) carries the same key,
 * so the server answers the order it already opened rather than making another.
 *
 * 'paid' is only Razorpay's word that it took the payment; the gift is confirmed, and its receipt issued, by
 * the signed webhook alone (docs/decisions/0013-baitul-maal.md). 'My giving' is read again so that it shows
 * the gift as it now stands, and again later as the webhook confirms it.
 */
export function usePayOnline(onProblem: (text: string) => void) {
  const keys = useRef(intentKeys()).current;
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const order = useAction('startGatewayPayment', {
    showProblem: (problem) => onProblem(problem.text),
    sayReply: () => null,
  });

  const pay = async (started: StartedGift, description: string): Promise<PayOnlineResult> => {
    const intended = { donationId: started.donationId };
    const reply = await order.run({ ...intended, idempotencyKey: keys(intended) });
    if (!reply?.pass || !reply.orderId || !reply.keyId) return 'refused';
    setCheckoutOpen(true);
    try {
      const outcome = await openRazorpayCheckout({
        key: reply.keyId,
        order_id: reply.orderId,
        amount: reply.amountPaise,
        name: started.payeeName,
        description,
      });
      if (outcome.kind === 'paid') void callStore.invalidate('getMyGiving');
      return outcome.kind;
    } finally {
      setCheckoutOpen(false);
    }
  };

  return { pay, pending: order.pending || checkoutOpen, checkoutOpen };
}
