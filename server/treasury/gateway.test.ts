import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, donations, paymentEvents, receipts, treasuryFunds } from '../db/schema';
import { buildMember, signedIn } from '../test/factories';
import {
  FAKE_RAZORPAY_KEYS,
  type FakeRazorpay,
  signedWebhook,
  startFakeRazorpay,
} from '../test/fakes/razorpay';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { donationAt, treasuryAt } from '../test/treasury-world';

/** A member pays a gift through Razorpay's checkout; only the signed webhook confirms it, once. */

let t: TestApp;
let razorpay: FakeRazorpay;
let tree: SmallTree;
let member: { userId: string; token: string };
let n = 0;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  // Long enough that the fake's answer is never late on a loaded runner (the double tap's two orders once
  // took over 300 ms), short enough that the timeout test waits little.
  t = await startTestApp({ env: { ...razorpay.env, RAZORPAY_TIMEOUT_MS: '2000' } });
  tree = await buildSmallTree(t.db, 'RZ');
  await treasuryAt(t.db, tree.oldMosque, 0);
  member = await signedIn(t, buildMember({ name: 'Ayesha Khan', mosqueId: tree.oldMosque }));
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

const key = () => randomUUID();
const startedGift = (amountPaise = 50_100) =>
  donationAt(t.db, tree.oldMosque, { n: ++n, memberId: member.userId, amountPaise });

const webhook = (event: Record<string, unknown>, options: Parameters<typeof signedWebhook>[1] = {}) => {
  const signed = signedWebhook(event, options);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/razorpay',
    headers: signed.headers,
    payload: signed.body,
  });
};

const receiptsOf = (donationId: string) =>
  t.db.select().from(receipts).where(eq(receipts.donationId, donationId));
const giftOf = async (donationId: string) =>
  (await t.db.select().from(donations).where(eq(donations.id, donationId)))[0]!;
const generalBalance = async () =>
  (
    await t.db
      .select({ balance: treasuryFunds.balancePaise })
      .from(treasuryFunds)
      .where(and(eq(treasuryFunds.mosqueId, tree.oldMosque), eq(treasuryFunds.key, 'general')))
  )[0]!.balance;

async function openOrder(donationId: string) {
  const res = await t.call('startGatewayPayment', { donationId, idempotencyKey: key() }, member.token);
  expect(res.status).toBe(200);
  expect(res.body.result.pass).toBe(true);
  return res.body.result.orderId!;
}

describe('startGatewayPayment', () => {
  it("opens Razorpay's order for the gift, with its amount in paise, its reference and the key's auth", async () => {
    const donationId = await startedGift(50_100);
    const before = razorpay.requests.length;
    const idempotencyKey = key();
    const res = await t.call('startGatewayPayment', { donationId, idempotencyKey }, member.token);
    expect(res.body.result).toMatchObject({
      pass: true,
      keyId: FAKE_RAZORPAY_KEYS.keyId,
      amountPaise: 50_100,
    });
    const gift = await giftOf(donationId);
    expect(razorpay.requests.slice(before)).toEqual([
      {
        authorization: `Basic ${Buffer.from(`${FAKE_RAZORPAY_KEYS.keyId}:${FAKE_RAZORPAY_KEYS.keySecret}`).toString('base64')}`,
        body: { amount: 50_100, currency: 'INR', receipt: gift.reference, notes: { donationId } },
      },
    ]);
    expect(gift).toMatchObject({
      mode: 'gateway',
      status: 'started',
      gatewayOrderId: res.body.result.orderId,
    });

    // A retry, with the same key or a new one, answers the same order and asks Razorpay for nothing.
    const again = await t.call('startGatewayPayment', { donationId, idempotencyKey }, member.token);
    expect(again.body.result).toEqual(res.body.result);
    const another = await t.call('startGatewayPayment', { donationId, idempotencyKey: key() }, member.token);
    expect(another.body.result.orderId).toBe(res.body.result.orderId);
    expect(razorpay.requests.length).toBe(before + 1);
  });

  it('answers one order to a double tap, even with two keys at the same moment', async () => {
    const donationId = await startedGift();
    const [a, b] = await Promise.all(
      [key(), key()].map((idempotencyKey) =>
        t.call('startGatewayPayment', { donationId, idempotencyKey }, member.token),
      ),
    );
    expect(a!.body.result.pass && b!.body.result.pass).toBe(true);
    expect(a!.body.result.orderId).toBe(b!.body.result.orderId);
    expect((await giftOf(donationId)).gatewayOrderId).toBe(a!.body.result.orderId);
  });

  it('tells the member to try again or pay by UPI when Razorpay errs or does not answer, and saves nothing', async () => {
    for (const failure of [{ status: 503 as const }, { status: 401 as const }, { timeout: true as const }]) {
      const donationId = await startedGift();
      razorpay.failNext(failure);
      const res = await t.call('startGatewayPayment', { donationId, idempotencyKey: key() }, member.token);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        pass: false,
        messageCode: 'gatewayOrderFailed',
        orderId: null,
      });
      expect(await giftOf(donationId)).toMatchObject({ mode: 'upi', gatewayOrderId: null });
    }
  });

  it("is another member's gift unknown, and refuses a gift that is no longer open", async () => {
    const other = await signedIn(t, buildMember({ mosqueId: tree.oldMosque }));
    const donationId = await startedGift();
    const res = await t.call('startGatewayPayment', { donationId, idempotencyKey: key() }, other.token);
    expect(res.status).toBe(404);
    const awaiting = await donationAt(t.db, tree.oldMosque, {
      n: ++n,
      memberId: member.userId,
      status: 'awaiting',
      utr: '123456789012',
    });
    const late = await t.call(
      'startGatewayPayment',
      { donationId: awaiting, idempotencyKey: key() },
      member.token,
    );
    expect(late.body.result).toMatchObject({ pass: false, messageCode: 'gatewayGiftNotOpen' });
  });
});

describe('POST /webhooks/razorpay', () => {
  it('confirms the gift on a signed payment.captured and issues one receipt, audited as the gateway', async () => {
    const donationId = await startedGift(50_100);
    const orderId = await openOrder(donationId);
    const balance = await generalBalance();
    const res = await webhook(razorpay.paidEvent(orderId, { paymentId: 'pay_Captured0001' }));
    expect(res.statusCode).toBe(200);
    expect(await giftOf(donationId)).toMatchObject({
      status: 'confirmed',
      gatewayPaymentId: 'pay_Captured0001',
    });
    const [receipt, ...more] = await receiptsOf(donationId);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ amountPaise: 50_100, mode: 'gateway', donorName: 'Ayesha Khan' });
    expect(receipt!.receiptNumber).toMatch(/^RZ-OLD\/\d{4}-\d{2}\/000001$/);
    expect(await generalBalance()).toBe(balance + 50_100);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'donation.gatewayPaid'), eq(auditLog.targetId, donationId)));
    expect(audit).toMatchObject({ actorId: null });
  });

  it('makes one receipt of a replayed event and of a different event for the same payment', async () => {
    const donationId = await startedGift(20_000);
    const orderId = await openOrder(donationId);
    const captured = razorpay.paidEvent(orderId, { paymentId: 'pay_Twice0001' });
    const first = await webhook(captured, { eventId: 'evt_Same0001' });
    const replay = await webhook(captured, { eventId: 'evt_Same0001' });
    const orderPaid = await webhook(
      razorpay.paidEvent(orderId, { event: 'order.paid', paymentId: 'pay_Twice0001' }),
    );
    const retried = await webhook(captured);
    for (const res of [first, replay, orderPaid, retried]) expect(res.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'replayed' });
    expect(await receiptsOf(donationId)).toHaveLength(1);
  });

  it('makes one receipt when both events for a payment come at the same moment', async () => {
    const donationId = await startedGift(40_000);
    const orderId = await openOrder(donationId);
    const results = await Promise.all([
      webhook(razorpay.paidEvent(orderId, { paymentId: 'pay_Together01' })),
      webhook(razorpay.paidEvent(orderId, { event: 'order.paid', paymentId: 'pay_Together01' })),
    ]);
    expect(results.map((r) => r.json().status).sort()).toEqual(['alreadyConfirmed', 'confirmed']);
    expect(await receiptsOf(donationId)).toHaveLength(1);
  });

  it('confirms on order.paid alone as well', async () => {
    const donationId = await startedGift(30_000);
    const orderId = await openOrder(donationId);
    const res = await webhook(razorpay.paidEvent(orderId, { event: 'order.paid' }));
    expect(res.json()).toEqual({ status: 'confirmed' });
    expect(await receiptsOf(donationId)).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const donationId = await startedGift();
    const orderId = await openOrder(donationId);
    const event = razorpay.paidEvent(orderId);
    const forged = await webhook(event, { eventId: 'evt_Forged0001', secret: 'not-the-secret' });
    const unsigned = await webhook(event, { eventId: 'evt_Forged0002', signature: null });
    const garbled = await webhook(event, { eventId: 'evt_Forged0003', signature: 'abc' });
    for (const res of [forged, unsigned, garbled]) expect(res.statusCode).toBe(400);
    expect(await giftOf(donationId)).toMatchObject({ status: 'started' });
    expect(await receiptsOf(donationId)).toEqual([]);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_Forged0001'));
    expect(events).toEqual([]);
    // The same event, rightly signed later, still confirms: the refused ones took no event id.
    expect((await webhook(event, { eventId: 'evt_Forged0001' })).json()).toEqual({ status: 'confirmed' });
  });

  it('does not confirm a payment of another amount than the gift', async () => {
    const donationId = await startedGift(50_100);
    const orderId = await openOrder(donationId);
    const res = await webhook(razorpay.paidEvent(orderId, { amount: 100 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'amountMismatch' });
    expect(await giftOf(donationId)).toMatchObject({ status: 'started' });
    expect(await receiptsOf(donationId)).toEqual([]);
  });

  it('answers 200 to a verified event it does not act on, so Razorpay stops sending it', async () => {
    const unknown = await webhook(razorpay.paidEvent('order_NotOurs00001'));
    expect(unknown.json()).toEqual({ status: 'unknownOrder' });
    const other = await webhook({ entity: 'event', event: 'payment.failed', payload: {} });
    expect(other.json()).toEqual({ status: 'ignored' });
  });
});

describe('without a gateway', () => {
  it('tells the member to pay by UPI, and has no webhook', async () => {
    const plain = await startTestApp();
    try {
      const plainTree = await buildSmallTree(plain.db, 'RN');
      const someone = await signedIn(plain, buildMember({ mosqueId: plainTree.oldMosque }));
      const donationId = await donationAt(plain.db, plainTree.oldMosque, { n: 1, memberId: someone.userId });
      const res = await plain.call(
        'startGatewayPayment',
        { donationId, idempotencyKey: key() },
        someone.token,
      );
      expect(res.body.result).toMatchObject({ pass: false, messageCode: 'gatewayNotConfigured' });
      const signed = signedWebhook({ entity: 'event', event: 'payment.captured', payload: {} });
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/webhooks/razorpay',
        headers: signed.headers,
        payload: signed.body,
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
