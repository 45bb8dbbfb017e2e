import type { PaymentsConfig } from './payments-config';

/** What Razorpay answers for an order (the fields the portal reads). */
type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string | null; status: string };

export type OrderResult = { ok: true; orderId: string } | { ok: false; reason: string };

/**
 * Creates a Razorpay order (POST /v1/orders, basic auth key id : key secret) for `amountPaise` in INR. Never
 * throws: a gateway that errs, answers something else, or takes longer than the configured timeout gives
 * `ok: false` with a reason fit for the log (no secret, no personal data: the receipt is our own reference).
 */
export async function createRazorpayOrder(
  config: PaymentsConfig,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<OrderResult> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: order.amountPaise,
        currency: 'INR',
        receipt: order.receipt,
        notes: order.notes,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: `HTTP ${response.status}, not JSON` };
  }
  if (!response.ok) {
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    return { ok: false, reason: `HTTP ${response.status}${typeof code === 'string' ? ` ${code}` : ''}` };
  }
  const made = body as Partial<RazorpayOrder> | null;
  if (typeof made?.id !== 'string' || made.amount !== order.amountPaise || made.currency !== 'INR')
    return { ok: false, reason: 'an order unlike the one asked for' };
  return { ok: true, orderId: made.id };
}
