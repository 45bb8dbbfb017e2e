import { eq } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { type Said, say } from '../../domain/messages';
import { donations, treasuryFunds } from '../db/schema';
import { refused } from '../lib/tree-writes';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { createRazorpayOrder } from './razorpay-orders';
import { withTreasuryWrite } from './treasury-write';

type Reply = FunctionOutput<'startGatewayPayment'>;

const refusal = (said: Said): Reply => ({ ...refused(said), orderId: null, keyId: null, amountPaise: 0 });

/**
 * Opens Razorpay's order for the member's own started gift; the checkout then takes the payment, and only the
 * signed webhook confirms it (razorpay-webhook.ts, docs/decisions/0013-baitul-maal.md).
 *
 * The order is made BEFORE the write's transaction, not inside it: a transaction held open across a call to
 * Razorpay (up to its timeout) would keep the donation's row and the caller's key locked, and a pool
 * connection busy, for as long as Razorpay takes. The order carries the gift's reference as its `receipt`, so
 * any order Razorpay makes for it names this gift. The write then saves the order only if the gift has none:
 * when two calls race (a double tap with two keys), the first saved order wins and both answer it; the other
 * order is never paid and simply expires at Razorpay. A retry with the same key finds the saved order and asks
 * Razorpay for nothing; withTreasuryWrite answers it the first reply.
 */
export async function startGatewayPayment(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'log'>,
  input: ParsedInput<'startGatewayPayment'>,
): Promise<Reply> {
  const [found] = await ctx.db
    .select({ donation: donations, fundClosedAt: treasuryFunds.closedAt })
    .from(donations)
    .innerJoin(treasuryFunds, eq(treasuryFunds.id, donations.fundId))
    .where(eq(donations.id, input.donationId));
  // Another member's gift is as unknown as one that does not exist.
  if (!found || found.donation.memberId !== ctx.caller.id) throw notFound('Gift');
  const { donation } = found;
  const payments = ctx.config.payments;
  if (!payments) return refusal(say('gatewayNotConfigured'));
  if (donation.status !== 'started') return refusal(say('gatewayGiftNotOpen'));
  if (found.fundClosedAt) return refusal(say('fundIsClosed'));

  let orderId = donation.gatewayOrderId;
  if (orderId === null) {
    const made = await createRazorpayOrder(payments, {
      amountPaise: donation.amountPaise,
      receipt: donation.reference,
      notes: { donationId: donation.id },
    });
    if (!made.ok) {
      // The reason only (a status, "timeout"): the body may echo what was sent, and nothing here is personal.
      ctx.log.warn({ gateway: 'razorpay', reason: made.reason }, 'Razorpay order not made');
      return refusal(say('gatewayOrderFailed'));
    }
    orderId = made.orderId;
  }
  const ours = orderId;

  return withTreasuryWrite(
    ctx.db,
    ctx.caller,
    'startGatewayPayment',
    input.idempotencyKey,
    async (tx, audit) => {
      const [row] = await tx.select().from(donations).where(eq(donations.id, donation.id)).for('update');
      if (row?.status !== 'started') return refusal(say('gatewayGiftNotOpen'));
      if (row.gatewayOrderId === null) {
        await tx
          .update(donations)
          .set({ gatewayOrderId: ours, mode: 'gateway' })
          .where(eq(donations.id, row.id));
        await audit(
          'donation.start',
          { type: 'donation', id: row.id },
          { mode: row.mode, gatewayOrderId: null },
          { mode: 'gateway', gatewayOrderId: ours },
        );
      }
      return {
        pass: true,
        ...say('gatewayOrderOpened'),
        orderId: row.gatewayOrderId ?? ours,
        keyId: payments.keyId,
        amountPaise: row.amountPaise,
      };
    },
  );
}
