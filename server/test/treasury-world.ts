import { and, eq } from 'drizzle-orm';
import { DEFAULT_FUNDS, DEFAULT_ZAKAT_PURPOSES, type FundKey } from '../../domain/treasury/default-funds';
import { financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf } from '../../domain/treasury/india-date';
import type { Db } from '../db/client';
import { donations, mosques, mosqueTreasuries, receipts, treasuryFunds } from '../db/schema';
import { newReceiptCode } from '../treasury/receipt-issue';

/** A treasury as a committee sets one up: a UPI id, the trust, an 80G registration, chanda of ₹200. */
export const SAMPLE_TREASURY = {
  upiId: 'oldmasjid@sbi',
  payeeName: 'Old Masjid Trust',
  legalName: 'Old Masjid Waqf Trust',
  address: '1 Street, Old Town',
  pan: 'AAATO1234F',
  registration80G: 'AAATO1234FE20241',
  chandaPaise: 20_000,
} as const;

/**
 * A masjid's treasury with the six default funds, written straight to the tables, for the tests of the
 * parts that read or use one (the access matrix, the fuzz test). Funds are given a balance so that an
 * expense has something to pay from. Idempotent: a masjid set up already is answered as it is.
 */
export async function treasuryAt(
  db: Db,
  mosqueId: string,
  balancePaise = 10_000_000,
): Promise<Record<FundKey, string>> {
  const [mosque] = await db.select({ code: mosques.code }).from(mosques).where(eq(mosques.id, mosqueId));
  await db
    .insert(mosqueTreasuries)
    .values({
      mosqueId,
      ...SAMPLE_TREASURY,
      chandaFrom: '2026-04',
      zakatPurposes: [...DEFAULT_ZAKAT_PURPOSES],
      receiptPrefix: mosque!.code,
    })
    .onConflictDoNothing();
  await db
    .insert(treasuryFunds)
    .values(DEFAULT_FUNDS.map((f) => ({ mosqueId, key: f.key, name: f.name, balancePaise })))
    .onConflictDoNothing();
  const funds = await db.select().from(treasuryFunds).where(eq(treasuryFunds.mosqueId, mosqueId));
  return Object.fromEntries(funds.filter((f) => f.key).map((f) => [f.key, f.id])) as Record<FundKey, string>;
}

/** A gift at a masjid's General fund, in the state a test needs it. */
export async function donationAt(
  db: Db,
  mosqueId: string,
  values: Partial<typeof donations.$inferInsert> & { n: number },
): Promise<string> {
  const funds = await treasuryAt(db, mosqueId);
  const { n, ...rest } = values;
  const [row] = await db
    .insert(donations)
    .values({
      mosqueId,
      fundId: funds.general,
      amountPaise: 50_100,
      mode: 'upi',
      status: 'started',
      reference: `AJT${String(n).padStart(9, '0')}`,
      ...rest,
    })
    .returning({ id: donations.id });
  return row!.id;
}

/**
 * A confirmed gift and its receipt, numbered far above any a test issues (900000 + n), so that the tests of
 * gap-free numbering never meet it.
 */
export async function receiptAt(
  db: Db,
  mosqueId: string,
  values: { n: number; memberId?: string | null; donorName?: string; now?: Date },
): Promise<{ receiptId: string; code: string; donationId: string }> {
  const funds = await treasuryAt(db, mosqueId);
  const donationId = await donationAt(db, mosqueId, {
    n: values.n,
    status: 'confirmed',
    memberId: values.memberId ?? null,
    mode: 'cash',
  });
  const issuedOn = indiaDateOf(values.now ?? new Date());
  const financialYear = financialYearOf(issuedOn);
  const [fund] = await db
    .select()
    .from(treasuryFunds)
    .where(and(eq(treasuryFunds.id, funds.general)));
  const code = newReceiptCode();
  const number = 900_000 + values.n;
  const [row] = await db
    .insert(receipts)
    .values({
      mosqueId,
      donationId,
      financialYear,
      number,
      receiptNumber: `T/${financialYear}/${number}`,
      code,
      memberId: values.memberId ?? null,
      donorName: values.donorName ?? `Matrix Donor ${values.n}`,
      fundId: fund!.id,
      fundKey: fund!.key,
      fundName: fund!.name,
      amountPaise: 50_100,
      mode: 'cash',
      issuedOn,
    })
    .returning({ id: receipts.id });
  return { receiptId: row!.id, code, donationId };
}
