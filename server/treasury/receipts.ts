import { and, desc, eq } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { amountInWords } from '../../domain/treasury/amount-words';
import { financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf } from '../../domain/treasury/india-date';
import { donations, mosques, mosqueTreasuries, receipts, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { afterCursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import { refused } from '../lib/tree-writes';
import { mayKeepTreasury, maySeeFullPan } from '../policy/checks';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { refuseClosedMonth } from './closed-months';
import { moveFundBalance } from './fund-balance';
import { languageOfMember } from './gift-rules';
import { queueReceiptSms, queueReceiptWhatsapp } from './receipt-sms';
import { assertKeepsTreasury, maskedPan, treasuryMosque } from './treasury-access';
import { withTreasuryWrite } from './treasury-write';

type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;
type Receipt = typeof receipts.$inferSelect;

/** Where a receipt's PDF is served, to its donor and the masjid's treasurer, with their bearer token. */
export const receiptPdfPath = (receiptId: string) => `/files/receipts/${receiptId}.pdf`;

/**
 * A masjid's receipts of a financial year, newest first, cancelled ones included and marked: a receipt never
 * leaves the list (docs/decisions/0013-baitul-maal.md). Paged by number on receipts_number_uq.
 */
export async function receiptsOf(
  ctx: Ctx,
  input: ParsedInput<'getReceipts'>,
): Promise<FunctionOutput<'getReceipts'>> {
  const { db, caller, services } = ctx;
  await treasuryMosque(db, caller, input.mosqueId);
  const financialYear = input.financialYear ?? financialYearOf(indiaDateOf(services.clock.now()));
  const cursor = decodeCursor(input.cursor);
  const limit = input.limit ?? 20;
  const rows = await db
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.mosqueId, input.mosqueId),
        eq(receipts.financialYear, financialYear),
        afterCursor(receipts.number, receipts.id, cursor, 'desc'),
      ),
    )
    .orderBy(desc(receipts.number), desc(receipts.id))
    .limit(fetchSize(limit));
  return toPage(
    rows,
    limit,
    (r) => ({ after: r.number, id: r.id }),
    (r) => ({
      receiptId: r.id,
      receiptNumber: r.receiptNumber,
      donorName: r.donorName,
      fundKey: r.fundKey,
      fundName: r.fundName,
      amountPaise: r.amountPaise,
      mode: r.mode,
      issuedOn: r.issuedOn,
      cancelled: r.cancelledAt !== null,
      cancelReason: r.cancelReason,
    }),
  );
}

/**
 * One receipt in full, for its donor and whoever keeps the masjid's treasury; NOT_FOUND for anyone else, so a
 * receipt's id says nothing to a stranger. The PAN is in full only for the donor and the masjid's treasurer.
 */
export async function receiptOf(
  ctx: Ctx,
  input: ParsedInput<'getReceipt'>,
): Promise<FunctionOutput<'getReceipt'>> {
  const { db, caller } = ctx;
  const [row] = await db
    .select({ receipt: receipts, mosqueName: mosques.name, treasury: mosqueTreasuries, utr: donations.utr })
    .from(receipts)
    .innerJoin(mosques, eq(mosques.id, receipts.mosqueId))
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .leftJoin(mosqueTreasuries, eq(mosqueTreasuries.mosqueId, receipts.mosqueId))
    .where(eq(receipts.id, input.receiptId));
  const r = row?.receipt;
  const mayRead =
    r && ((r.memberId !== null && r.memberId === caller.id) || mayKeepTreasury(caller, r.mosqueId));
  if (!row || !r || !mayRead) throw notFound('Receipt');
  return {
    receiptId: r.id,
    receiptNumber: r.receiptNumber,
    financialYear: r.financialYear,
    code: r.code,
    pdfUrl: receiptPdfPath(r.id),
    mosque: { id: r.mosqueId, name: row.mosqueName },
    legalName: row.treasury?.legalName ?? row.mosqueName,
    trustAddress: row.treasury?.address ?? '',
    trustPan: row.treasury?.pan ?? '',
    registration80G: r.registration80G,
    donorName: r.donorName,
    donorAddress: r.donorAddress,
    donorPan: maySeeFullPan(caller, r) ? r.donorPan : maskedPan(r.donorPan),
    onBehalfOf: r.onBehalfOf,
    fundKey: r.fundKey,
    fundName: r.fundName,
    amountPaise: r.amountPaise,
    amountWords: amountInWords(r.amountPaise),
    mode: r.mode,
    utr: row.utr,
    issuedOn: r.issuedOn,
    cancelled: r.cancelledAt !== null,
    cancelledOn: r.cancelledAt ? indiaDateOf(r.cancelledAt) : null,
    cancelReason: r.cancelReason,
  };
}

/** A receipt of the caller's treasury, locked for the write: NOT_FOUND, or 403 for another masjid's. */
async function keptReceipt(ctx: Ctx, tx: Tx, receiptId: string): Promise<Receipt> {
  const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
  assertKeepsTreasury(ctx.caller, receipt, 'Receipt');
  return receipt!;
}

/**
 * Cancels a receipt with a reason, once: it stays, with its number, marked cancelled (the database's trigger
 * allows no other change), and its amount leaves its fund. Refused (pass false) in a closed month (by the
 * receipt's date) and when the fund no longer holds the amount, which expenses have spent.
 */
export async function cancelReceipt(
  ctx: Ctx,
  input: ParsedInput<'cancelReceipt'>,
): Promise<FunctionOutput<'cancelReceipt'>> {
  const { db, caller, services } = ctx;
  return withTreasuryWrite(db, caller, 'cancelReceipt', input.idempotencyKey, async (tx, audit) => {
    const receipt = await keptReceipt(ctx, tx, input.receiptId);
    if (receipt.cancelledAt) return refused(say('receiptAlreadyCancelled'));
    const closed = await refuseClosedMonth(tx, receipt.mosqueId, receipt.issuedOn);
    if (closed) return closed;
    const moved = await moveFundBalance(
      tx,
      { id: receipt.fundId, name: receipt.fundName },
      -receipt.amountPaise,
    );
    if ('pass' in moved) return moved;
    await tx
      .update(receipts)
      .set({ cancelledAt: services.clock.now(), cancelReason: input.reason, cancelledBy: caller.id })
      .where(eq(receipts.id, receipt.id));
    await audit(
      'receipt.cancel',
      { type: 'receipt', id: receipt.id },
      { cancelled: false },
      {
        cancelled: true,
        receiptNumber: receipt.receiptNumber,
        amountPaise: receipt.amountPaise,
        fundId: receipt.fundId,
      },
    );
    return { pass: true, ...say('receiptCancelled', { number: receipt.receiptNumber }) };
  });
}

/**
 * Sends the receipt's public link again to its donor member's mobile, by SMS or (channel 'whatsapp') on
 * WhatsApp: pass false when there is no mobile, when the donor has not opted in to WhatsApp or the portal does
 * not send there, or when the budget left covers no more messages today.
 */
export async function sendReceiptSms(
  ctx: Ctx,
  input: ParsedInput<'sendReceiptSms'>,
): Promise<FunctionOutput<'sendReceiptSms'>> {
  const { db, caller } = ctx;
  return withTreasuryWrite(db, caller, 'sendReceiptSms', input.idempotencyKey, async (tx, audit) => {
    const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, input.receiptId));
    assertKeepsTreasury(caller, receipt, 'Receipt');
    const r = receipt!;
    const [member] = r.memberId
      ? await tx
          .select({ mobile: users.mobile, consentAt: users.alertWhatsappConsentAt })
          .from(users)
          .where(eq(users.id, r.memberId))
      : [];
    if (!member?.mobile) return refused(say('receiptSmsNoMobile'));
    const [mosque] = await tx.select({ name: mosques.name }).from(mosques).where(eq(mosques.id, r.mosqueId));
    const donor = {
      mobile: member.mobile,
      onWhatsapp: member.consentAt !== null,
      language: await languageOfMember(tx, member.mobile),
      receiptNumber: r.receiptNumber,
      amountPaise: r.amountPaise,
      mosqueName: mosque!.name,
      code: r.code,
    };
    const channel = input.channel ?? 'sms';
    if (channel === 'whatsapp') {
      const outcome = await queueReceiptWhatsapp(tx, ctx, donor);
      if (outcome === 'noConsent') return refused(say('receiptWhatsappNoConsent'));
      if (outcome === 'overBudget') return refused(say('receiptWhatsappOverBudget'));
    } else {
      await queueReceiptSms(tx, ctx, donor);
    }
    await audit('receipt.sendSms', { type: 'receipt', id: r.id }, null, {
      receiptNumber: r.receiptNumber,
      ...(channel === 'whatsapp' ? { channel } : {}),
    });
    return { pass: true, ...say(channel === 'whatsapp' ? 'receiptWhatsappSent' : 'receiptSmsSent') };
  });
}

/**
 * The public check behind a receipt's QR code: whether the code is a genuine receipt and whether it was
 * cancelled, with the masjid, number, amount, fund and date, and nothing about the donor (PRIVACY.md).
 */
export async function verifyReceipt(
  ctx: ServiceContext<'db'>,
  input: ParsedInput<'verifyReceipt'>,
): Promise<FunctionOutput<'verifyReceipt'>> {
  const [row] = await ctx.db
    .select({
      receiptNumber: receipts.receiptNumber,
      mosqueName: mosques.name,
      amountPaise: receipts.amountPaise,
      fundKey: receipts.fundKey,
      fundName: receipts.fundName,
      issuedOn: receipts.issuedOn,
      cancelledAt: receipts.cancelledAt,
    })
    .from(receipts)
    .innerJoin(mosques, eq(mosques.id, receipts.mosqueId))
    .where(eq(receipts.code, input.code));
  if (!row)
    return {
      genuine: false,
      cancelled: false,
      receiptNumber: null,
      mosqueName: null,
      amountPaise: null,
      fundKey: null,
      fundName: null,
      issuedOn: null,
    };
  const { cancelledAt, ...shown } = row;
  return { genuine: true, cancelled: cancelledAt !== null, ...shown };
}
