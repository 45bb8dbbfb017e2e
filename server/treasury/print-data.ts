import { eq } from 'drizzle-orm';
import { indiaDateOf } from '../../domain/treasury/india-date';
import type { Db } from '../db/client';
import { donations, mosques, mosqueTreasuries, receipts } from '../db/schema';

/**
 * What a receipt's PDF prints, read in one query: the receipt as issued (its donor, fund and 80G registration
 * are copied onto it at issue and never change), the trust as the masjid's treasury names it now, the masjid's
 * name, and the gift's UTR.
 */
export async function receiptPrintData(db: Db, receiptId: string) {
  const [row] = await db
    .select({
      receiptId: receipts.id,
      mosqueId: receipts.mosqueId,
      memberId: receipts.memberId,
      receiptNumber: receipts.receiptNumber,
      code: receipts.code,
      financialYear: receipts.financialYear,
      issuedOn: receipts.issuedOn,
      language: receipts.language,
      donorName: receipts.donorName,
      donorAddress: receipts.donorAddress,
      donorPan: receipts.donorPan,
      onBehalfOf: receipts.onBehalfOf,
      fundKey: receipts.fundKey,
      fundName: receipts.fundName,
      amountPaise: receipts.amountPaise,
      mode: receipts.mode,
      registration80G: receipts.registration80G,
      cancelledAt: receipts.cancelledAt,
      cancelReason: receipts.cancelReason,
      mosqueName: mosques.name,
      legalName: mosqueTreasuries.legalName,
      trustAddress: mosqueTreasuries.address,
      trustPan: mosqueTreasuries.pan,
      registration80GValidFrom: mosqueTreasuries.registration80GValidFrom,
      registration80GValidTo: mosqueTreasuries.registration80GValidTo,
      utr: donations.utr,
    })
    .from(receipts)
    .innerJoin(mosques, eq(mosques.id, receipts.mosqueId))
    .innerJoin(mosqueTreasuries, eq(mosqueTreasuries.mosqueId, receipts.mosqueId))
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .where(eq(receipts.id, receiptId));
  if (!row) return null;
  const { cancelledAt, ...rest } = row;
  return { ...rest, cancelledOn: cancelledAt ? indiaDateOf(cancelledAt) : null };
}

/** A receipt as its PDF prints it. */
export type ReceiptPrint = NonNullable<Awaited<ReturnType<typeof receiptPrintData>>>;
