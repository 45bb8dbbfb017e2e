import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildVolunteer, insertUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildSmallTree } from '../../test/small-tree';
import { donations, receipts, treasuryFunds, users } from '../schema';
import { seedDemoTreasury } from './demo-treasury';

/** The demo's Baitul Maal: a treasurer, gap-free receipts, the member's chanda, an awaiting gift and an expense. */

let t: TestApp;
let mosqueId: string;
let treasurerId: string;

beforeAll(async () => {
  t = await startTestApp();
  const tree = await buildSmallTree(t.db, 'SD');
  // The test's own masjid: the shared test database may hold the demo's already.
  mosqueId = tree.oldMosque;
  treasurerId = await insertUser(
    t.db,
    buildVolunteer({ email: 'sd.treasurer@test.local', scope: { level: 'Mosque', mosqueId } }),
  );
  await insertUser(t.db, buildMember({ name: 'SD Demo Member', mosqueId }));
});
afterAll(() => t.close());

describe('seedDemoTreasury', () => {
  it('plants a treasury whose receipts are numbered without a gap, with chanda and an awaiting gift', async () => {
    expect(await seedDemoTreasury(t.db, 'sd.treasurer@test.local', { code: 'SD-OLD' })).toBe(
      'sd.treasurer@test.local',
    );
    const [treasurer] = await t.db.select().from(users).where(eq(users.id, treasurerId));
    expect(treasurer!.keepsTreasury).toBe(true);
    const issued = await t.db
      .select()
      .from(receipts)
      .where(eq(receipts.mosqueId, mosqueId))
      .orderBy(asc(receipts.issuedAt));
    expect(issued.length).toBeGreaterThanOrEqual(9);
    for (const year of new Set(issued.map((r) => r.financialYear))) {
      const numbers = issued.filter((r) => r.financialYear === year).map((r) => r.number);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    const gifts = await t.db.select().from(donations).where(eq(donations.mosqueId, mosqueId));
    expect(gifts.filter((g) => g.status === 'awaiting')).toHaveLength(1);
    expect(gifts.filter((g) => g.chandaMonths.length > 0)).toHaveLength(3);
    const funds = await t.db.select().from(treasuryFunds).where(eq(treasuryFunds.mosqueId, mosqueId));
    const general = funds.find((f) => f.key === 'general')!;
    const intoGeneral = issued
      .filter((r) => r.fundKey === 'general')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    expect(general.balancePaise).toBe(intoGeneral - 180_000);
  });
});
