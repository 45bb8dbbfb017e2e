import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_FUNDS, DEFAULT_ZAKAT_PURPOSES } from '../../../domain/treasury/default-funds';
import { indiaDateOf, indiaMonthOf } from '../../../domain/treasury/india-date';
import { moveFundBalance } from '../../treasury/fund-balance';
import { issueReceipt } from '../../treasury/receipt-issue';
import type { Db } from '../client';
import { donations, mosques, mosqueTreasuries, treasuryExpenses, treasuryFunds, users } from '../schema';
import { withTransaction } from '../transaction';

const DAY_MS = 86_400_000;

/** The demo masjid that keeps a treasury, and its trust as a committee would set it up. */
export const DEMO_TREASURY = {
  code: 'DL-JM-001',
  upiId: 'jamamasjid.demo@sbi',
  payeeName: 'Jama Masjid Demo Trust',
  legalName: 'Jama Masjid Demo Waqf Trust',
  address: 'Chandni Chowk, Delhi 110006',
  pan: 'AAATJ1234D',
  registration80G: 'AAATJ1234DE20241',
  chandaPaise: 20_000,
} as const;

type Gift = {
  daysAgo: number;
  fund: string;
  rupees: number;
  mode: 'upi' | 'cash' | 'cheque' | 'bank';
  donor: string;
};

/** A few months of gifts, oldest first, so that their receipts take consecutive numbers as they would have. */
const GIFTS: Gift[] = [
  { daysAgo: 80, fund: 'general', rupees: 1100, mode: 'cash', donor: 'Abdul Rahman' },
  { daysAgo: 74, fund: 'zakat', rupees: 5000, mode: 'bank', donor: 'Fatima Begum' },
  { daysAgo: 60, fund: 'construction', rupees: 25_000, mode: 'cheque', donor: 'Haji Yusuf Qureshi' },
  { daysAgo: 45, fund: 'sadaqah', rupees: 501, mode: 'upi', donor: 'Salma Khatoon' },
  { daysAgo: 30, fund: 'fitra', rupees: 350, mode: 'cash', donor: 'Imran Ansari' },
  { daysAgo: 12, fund: 'general', rupees: 2100, mode: 'upi', donor: 'Nasreen Akhtar' },
];

/**
 * The demo's Baitul Maal at one masjid: its trust and six funds, a volunteer of that masjid as treasurer, a few
 * months of confirmed gifts with gap-free receipts (issueReceipt, as the treasurer's confirmation does), the
 * demo member's chanda for three months, one UPI gift awaiting confirmation, and an expense. Returns the
 * treasurer's email, or null when that masjid is not in the demo.
 */
export async function seedDemoTreasury(
  db: Db,
  treasurerEmail: string,
  { code = DEMO_TREASURY.code as string, now = new Date() } = {},
): Promise<string | null> {
  const [mosque] = await db.select().from(mosques).where(eq(mosques.code, code));
  if (!mosque) return null;
  const { code: _code, ...settings } = DEMO_TREASURY;
  const [treasury] = await db
    .insert(mosqueTreasuries)
    .values({
      mosqueId: mosque.id,
      ...settings,
      chandaFrom: indiaMonthOf(new Date(now.getTime() - 100 * DAY_MS)),
      zakatPurposes: [...DEFAULT_ZAKAT_PURPOSES],
      receiptPrefix: mosque.code,
    })
    .returning();
  const funds = await db
    .insert(treasuryFunds)
    .values(DEFAULT_FUNDS.map((f) => ({ mosqueId: mosque.id, key: f.key, name: f.name })))
    .returning();
  const fundOf = (key: string) => funds.find((f) => f.key === key)!;
  const [treasurer] = await db
    .update(users)
    .set({ keepsTreasury: true })
    .where(and(eq(users.email, treasurerEmail), eq(users.scopeMosqueId, mosque.id)))
    .returning({ id: users.id });
  const [member] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'user'), eq(users.mosqueId, mosque.id)))
    .orderBy(asc(users.mobile))
    .limit(1);
  const issuedBy = treasurer?.id ?? null;
  let n = 0;
  // A UPI `tr` is unique across the portal; the masjid's code keeps the demo's apart from any other's.
  const reference = () => `AJDEMO${mosque.code.replace(/[^A-Z0-9]/gi, '')}${String(++n).padStart(4, '0')}`;

  // The demo member's chanda: three months, each paid in its month by UPI to the General fund.
  const chanda: (Gift & { month: string; memberId: string })[] = member
    ? [95, 65, 35].map((daysAgo) => ({
        daysAgo,
        fund: 'general',
        rupees: DEMO_TREASURY.chandaPaise / 100,
        mode: 'upi' as const,
        donor: member.name ?? 'Demo member',
        month: indiaMonthOf(new Date(now.getTime() - daysAgo * DAY_MS)),
        memberId: member.id,
      }))
    : [];
  const all = [...GIFTS.map((g) => ({ ...g, month: null, memberId: null })), ...chanda].sort(
    (a, b) => b.daysAgo - a.daysAgo,
  );
  for (const gift of all) {
    const at = new Date(now.getTime() - gift.daysAgo * DAY_MS);
    await withTransaction(db, async (tx) => {
      const fund = fundOf(gift.fund);
      const [donation] = await tx
        .insert(donations)
        .values({
          mosqueId: mosque.id,
          fundId: fund.id,
          memberId: gift.memberId,
          amountPaise: gift.rupees * 100,
          mode: gift.mode,
          status: 'awaiting',
          reference: reference(),
          utr: gift.mode === 'upi' ? String(400_000_000_000 + n) : null,
          donorName: gift.donor,
          chandaMonths: gift.month ? [gift.month] : [],
          createdBy: gift.memberId ?? issuedBy,
          createdAt: at,
          claimedAt: gift.mode === 'upi' ? at : null,
        })
        .returning();
      const [current] = await tx.select().from(treasuryFunds).where(eq(treasuryFunds.id, fund.id));
      await issueReceipt(tx, {
        donation: donation!,
        fund: current!,
        treasury: treasury!,
        donorName: gift.donor,
        language: 'en',
        issuedBy,
        now: at,
      });
    });
  }

  // One UPI gift the treasurer has still to check against the bank statement.
  await db.insert(donations).values({
    mosqueId: mosque.id,
    fundId: fundOf('zakat').id,
    memberId: member?.id ?? null,
    amountPaise: 50_100,
    mode: 'upi',
    status: 'awaiting',
    reference: reference(),
    utr: '412345678901',
    donorName: member?.name ?? null,
    createdBy: member?.id ?? null,
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
    claimedAt: new Date(now.getTime() - 2 * DAY_MS),
  });

  // An expense: the month's electricity bill, paid from the General fund.
  await withTransaction(db, async (tx) => {
    const general = fundOf('general');
    await moveFundBalance(tx, general, -180_000);
    await tx.insert(treasuryExpenses).values({
      mosqueId: mosque.id,
      fundId: general.id,
      amountPaise: 180_000,
      payee: 'BSES Rajdhani',
      purpose: 'Electricity bill',
      billNumber: 'EB-2026-0042',
      spentOn: indiaDateOf(new Date(now.getTime() - 20 * DAY_MS)),
      recordedBy: issuedBy,
    });
  });
  return treasurer ? treasurerEmail : null;
}
