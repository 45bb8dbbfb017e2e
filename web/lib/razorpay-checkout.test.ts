import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayCheckoutOptions } from './razorpay-checkout';

// Each test loads the module afresh, so that no test finds checkout.js already loading from the one before.
let openRazorpayCheckout: typeof import('./razorpay-checkout').openRazorpayCheckout;
let RAZORPAY_CHECKOUT_SRC: string;
beforeEach(async () => {
  vi.resetModules();
  ({ openRazorpayCheckout, RAZORPAY_CHECKOUT_SRC } = await import('./razorpay-checkout'));
});

/** A page of its own: the scripts added to its head, which the test loads or fails as the network would. */
function fakePage() {
  const scripts: FakeScript[] = [];
  class FakeScript extends EventTarget {
    src = '';
    async = false;
    remove() {
      scripts.splice(scripts.indexOf(this), 1);
    }
  }
  const win = {
    Razorpay: undefined as unknown,
    document: {
      createElement: () => new FakeScript(),
      head: { appendChild: (s: FakeScript) => scripts.push(s) },
    },
  };
  return { win, scripts, asWindow: win as unknown as Window };
}

/** A stand-in for checkout.js: records what it was opened with and lets the test play the member. */
function fakeRazorpay() {
  const opened: RazorpayCheckoutOptions[] = [];
  let failed: ((r: { error?: { description?: string } }) => void) | null = null;
  class Razorpay {
    constructor(private options: RazorpayCheckoutOptions) {}
    open() {
      opened.push(this.options);
    }
    close() {}
    on(_event: string, callback: typeof failed) {
      failed = callback;
    }
  }
  return { Razorpay, opened, fail: (description: string) => failed?.({ error: { description } }) };
}

const order = {
  key: 'rzp_test_key',
  order_id: 'order_A1',
  amount: 50_100,
  name: 'Old Masjid Trust',
  description: 'Zakat',
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the Razorpay checkout', () => {
  it('loads checkout.js once, on demand, and opens it with the order in paise and INR', async () => {
    const page = fakePage();
    const fake = fakeRazorpay();
    const opening = openRazorpayCheckout(order, page.asWindow);
    expect(page.scripts.map((s) => s.src)).toEqual([RAZORPAY_CHECKOUT_SRC]);
    page.win.Razorpay = fake.Razorpay;
    page.scripts[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(fake.opened[0]).toMatchObject({ ...order, currency: 'INR' });
    fake.opened[0]!.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_A1',
      razorpay_signature: 's',
    });
    expect(await opening).toEqual({ kind: 'paid', paymentId: 'pay_1', orderId: 'order_A1' });

    // Loaded already: no second script.
    const again = openRazorpayCheckout(order, page.asWindow);
    await settle();
    fake.opened[1]!.modal!.ondismiss!();
    expect(await again).toEqual({ kind: 'dismissed' });
    expect(page.scripts).toHaveLength(1);
  });

  it('reports a failed payment when the member then closes the checkout', async () => {
    const page = fakePage();
    const fake = fakeRazorpay();
    page.win.Razorpay = fake.Razorpay;
    const opening = openRazorpayCheckout(order, page.asWindow);
    await settle();
    fake.fail('Payment declined by bank');
    fake.opened[0]!.modal!.ondismiss!();
    expect(await opening).toEqual({ kind: 'failed', reason: 'Payment declined by bank' });
  });

  it('says unavailable when checkout.js cannot be fetched, and tries again next time', async () => {
    const page = fakePage();
    const opening = openRazorpayCheckout(order, page.asWindow);
    page.scripts[0]!.dispatchEvent(new Event('error'));
    expect(await opening).toEqual({ kind: 'unavailable' });
    expect(page.scripts).toHaveLength(0);
    void openRazorpayCheckout(order, page.asWindow);
    expect(page.scripts).toHaveLength(1);
  });
});
