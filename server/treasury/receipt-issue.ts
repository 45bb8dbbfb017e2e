import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { financialYearOf, receiptNumberText } from '../../domain/treasury/financial-year';
import { indiaDateOf } from '../../domain/treasury/india-date';
import {
  donations,
  type mosqueTreasuries,
  receiptCounters,
  receipts,
  type treasuryFunds,
} from '../db/schema';
import type { Tx } from '../db/transaction';
import { moveFundBalance } from './fund-balance';

type Donation = typeof donations.$inferSelect;
type Treasury = typeof mosqueTreasuries.$inferSelect;
type Fund = typeof treasuryFunds.$inferSelect;

/** A receipt's public code, for its QR page: 128 random bits, url-safe, and nothing about the donor. */
export const newReceiptCode = () => randomBytes(16).toString('base64url');

/** The 80G registration a receipt issued on `day` is under: the masjid's, when valid that day. */
export function registrationOn(treasury: Treasury, day: string): string | null {
  if (!treasury.registration80G) return null;
  if (treasury.registration80GValidFrom && day < treasury.registration80GValidFrom) return null;
  if (treasury.registration80GValidTo && day > treasury.registration80GValidTo) return null;
  return treasury.registration80G;
}

/**
 * Confirms a gift and issues its receipt, in the caller's transaction. The number comes from the masjid's
 * counter for the financial year, incremented in place: the row stays locked until the transaction ends, so
 * concurrent issues at one masjid take consecutive numbers, and a transaction that fails takes its number back
 * with it. No gap, no duplicate (docs/decisions/0013-baitul-maal.md). The fund's balance grows in the same
 * transaction. The caller has checked the month is open.
 */
export async function issueReceipt(
  tx: Tx,
  input: {
    donation: Donation;
    fund: Fund;
    treasury: Treasury;
    donorName: string;
    language: string;
    issuedBy: string | null;
    now: Date;
  },
): Promise<{ receiptId: string; receiptNumber: string; code: string }> {
  const { donation, fund, treasury, now } = input;
  const issuedOn = indiaDateOf(now);
  const financialYear = financialYearOf(issuedOn);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ mosqueId: donation.mosqueId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.mosqueId, receiptCounters.financialYear],
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  const number = counter!.lastNumber;
  const receiptNumber = receiptNumberText(treasury.receiptPrefix, financialYear, number);
  const code = newReceiptCode();
  const [receipt] = await tx
    .insert(receipts)
    .values({
      mosqueId: donation.mosqueId,
      donationId: donation.id,
      financialYear,
      number,
      receiptNumber,
      code,
      memberId: donation.memberId,
      donorName: input.donorName,
      donorAddress: donation.donorAddress,
      donorPan: donation.donorPan,
      onBehalfOf: donation.onBehalfOf,
      fundId: fund.id,
      fundKey: fund.key,
      fundName: fund.name,
      amountPaise: donation.amountPaise,
      mode: donation.mode,
      registration80G: registrationOn(treasury, issuedOn),
      language: input.language,
      issuedAt: now,
      issuedOn,
      issuedBy: input.issuedBy,
    })
    .returning({ id: receipts.id });
  await moveFundBalance(tx, fund, donation.amountPaise);
  await tx
    .update(donations)
    .set({ status: 'confirmed', decidedAt: now, decidedBy: input.issuedBy })
    .where(eq(donations.id, donation.id));
  return { receiptId: receipt!.id, receiptNumber, code };
}
