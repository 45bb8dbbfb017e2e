import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { donations, mosqueTreasuries, paymentEvents, treasuryFunds, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { issueReceipt } from './receipt-issue';

/** What a verified webhook says, as far as confirming a gift needs it. */
export type GatewayEvent = {
  eventId: string;
  event: string;
  orderId: string | null;
  paymentId: string | null;
  amountPaise: number | null;
  currency: string | null;
};

/** What became of an event: the route answers 200 for each, so that Razorpay stops sending it. */
export type GatewayEventOutcome =
  | 'confirmed'
  | 'replayed'
  | 'ignored'
  | 'unknownOrder'
  | 'alreadyConfirmed'
  | 'notOpen'
  | 'amountMismatch';

/** The events that mean the money came: the payment's capture, or its order's being paid. Both may come. */
export const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Applies one verified event in one transaction (docs/decisions/0013-baitul-maal.md: a gateway gift is confirmed
 * only by its signed webhook). The event id is claimed first (insert … on conflict do nothing): a replay of it
 * finds it taken and changes nothing. A different event for the same payment (order.paid after
 * payment.captured, or a retry under a new id) finds the gift confirmed already: still one receipt. The gift's
 * row is locked for the decision, so two such events at the same moment confirm it once. An amount other than
 * the gift's is not confirmed; the treasurer sees the gift still open and settles it with Razorpay.
 */
export async function applyGatewayEvent(
  db: Db,
  event: GatewayEvent,
  now: Date,
  log: FastifyBaseLogger,
): Promise<GatewayEventOutcome> {
  return withTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(paymentEvents)
      .values({ eventId: event.eventId })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (claimed.length === 0) return 'replayed';
    if (!PAID_EVENTS.has(event.event) || event.orderId === null) return 'ignored';
    const [donation] = await tx
      .select()
      .from(donations)
      .where(eq(donations.gatewayOrderId, event.orderId))
      .for('update');
    if (!donation) return 'unknownOrder';
    if (donation.status === 'confirmed') return 'alreadyConfirmed';
    // Ids and amounts only: never the payer's contact, email or card that the payment entity carries.
    const said = { gateway: 'razorpay', eventId: event.eventId, donationId: donation.id };
    if (donation.status === 'rejected') {
      log.warn(said, 'Razorpay says a rejected gift was paid; left for the treasurer');
      return 'notOpen';
    }
    if (event.amountPaise !== donation.amountPaise || event.currency !== 'INR') {
      log.warn(
        {
          ...said,
          expectedPaise: donation.amountPaise,
          paidPaise: event.amountPaise,
          currency: event.currency,
        },
        'Razorpay paid another amount than the gift: not confirmed',
      );
      return 'amountMismatch';
    }
    const [fund] = await tx.select().from(treasuryFunds).where(eq(treasuryFunds.id, donation.fundId));
    const [treasury] = await tx
      .select()
      .from(mosqueTreasuries)
      .where(eq(mosqueTreasuries.mosqueId, donation.mosqueId));
    const [member] = donation.memberId
      ? await tx
          .select({ name: users.name, uniqueId: users.uniqueId })
          .from(users)
          .where(eq(users.id, donation.memberId))
      : [];
    const paid = { ...donation, mode: 'gateway' as const, gatewayPaymentId: event.paymentId };
    await tx
      .update(donations)
      .set({ mode: 'gateway', gatewayPaymentId: event.paymentId })
      .where(eq(donations.id, donation.id));
    // The month of a gift paid now is today's, which is never closed (only a month that has ended closes).
    const receipt = await issueReceipt(tx, {
      donation: paid,
      fund: fund!,
      treasury: treasury!,
      donorName: donation.donorName ?? member?.name ?? member?.uniqueId ?? 'Donor',
      language: 'en',
      issuedBy: null,
      now,
    });
    // The gateway is the actor: no one on the portal confirmed it.
    await recordAudit(
      tx,
      null,
      'donation.gatewayPaid',
      { type: 'donation', id: donation.id },
      { status: donation.status },
      { status: 'confirmed', gatewayPaymentId: event.paymentId, receiptNumber: receipt.receiptNumber },
    );
    return 'confirmed';
  });
}
