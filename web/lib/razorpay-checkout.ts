/**
 * Razorpay's checkout, for a member's "Give" when the portal has a payment gateway (getMosqueGiving's `gateway`).
 * checkout.js is fetched only when a member chooses to pay online, never with the app: most masjids have no
 * gateway, and the CSP allows Razorpay's script only where one is configured (server/http/security-headers.ts).
 *
 * What the checkout reports back is NOT a confirmation: the gift is confirmed, and its receipt issued, only by
 * Razorpay's signed webhook to the server (docs/decisions/0013-baitul-maal.md). So `paid` here means "Razorpay
 * took the payment; the receipt follows", and the dialog then reads the gift again.
 */

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the checkout is opened with: startGatewayPayment's answer, and the words the member sees on it. */
export type RazorpayCheckoutOptions = {
  /** startGatewayPayment's `keyId`. */
  key: string;
  /** startGatewayPayment's `orderId`. */
  order_id: string;
  /** In paise, as startGatewayPayment answered (`amountPaise`). */
  amount: number;
  currency: 'INR';
  /** The masjid (its payee name). */
  name: string;
  /** The fund, as the member chose it. */
  description: string;
  /** Called when Razorpay took the payment (not a confirmation: see above). */
  handler: (response: RazorpayPaymentResponse) => void;
  prefill?: { name?: string; contact?: string; email?: string };
  theme?: { color?: string };
  modal?: { ondismiss?: () => void; escape?: boolean; backdropclose?: boolean };
};

export type RazorpayPaymentResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayInstance = {
  open(): void;
  close(): void;
  on(
    event: 'payment.failed',
    callback: (response: { error?: { description?: string; reason?: string } }) => void,
  ): void;
};
type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads checkout.js once (later calls share the first load); rejects when it cannot be fetched (offline, or a
 * CSP without the gateway), and a later call tries again.
 */
export function loadRazorpayCheckout(win: Window = window): Promise<RazorpayConstructor> {
  if (win.Razorpay) return Promise.resolve(win.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    const fail = (error: Error) => {
      script.remove();
      loading = null;
      reject(error);
    };
    script.addEventListener('load', () => {
      if (win.Razorpay) resolve(win.Razorpay);
      else fail(new Error('Razorpay checkout loaded without Razorpay'));
    });
    script.addEventListener('error', () => fail(new Error('Razorpay checkout could not be loaded')));
    win.document.head.appendChild(script);
  });
  return loading;
}

/** How the checkout ended: paid (the webhook will confirm), closed by the member, failed, or not loaded. */
export type RazorpayOutcome =
  | { kind: 'paid'; paymentId: string; orderId: string }
  | { kind: 'dismissed' }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'unavailable' };

/**
 * Opens the checkout for an order and resolves once it ends. The member may retry a failed payment inside the
 * checkout itself, so a failure is reported only if they then close it. The caller moves focus back to its
 * dialog when this resolves (the checkout's own frame holds it meanwhile).
 */
export async function openRazorpayCheckout(
  options: Omit<RazorpayCheckoutOptions, 'handler' | 'modal' | 'currency'> & { currency?: 'INR' },
  win: Window = window,
): Promise<RazorpayOutcome> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadRazorpayCheckout(win);
  } catch {
    return { kind: 'unavailable' };
  }
  return new Promise<RazorpayOutcome>((resolve) => {
    let lastFailure: string | null | undefined;
    const checkout = new Razorpay({
      ...options,
      currency: 'INR',
      handler: (response) =>
        resolve({
          kind: 'paid',
          paymentId: response.razorpay_payment_id,
          orderId: response.razorpay_order_id,
        }),
      modal: {
        escape: true,
        ondismiss: () =>
          resolve(
            lastFailure === undefined ? { kind: 'dismissed' } : { kind: 'failed', reason: lastFailure },
          ),
      },
    });
    checkout.on('payment.failed', (response) => {
      lastFailure = response.error?.description ?? response.error?.reason ?? null;
    });
    checkout.open();
  });
}
