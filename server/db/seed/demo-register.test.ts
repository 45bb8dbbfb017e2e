import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVolunteer, insertUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildSmallTree } from '../../test/small-tree';
import { registerHouseholds, registerPeople, users } from '../schema';
import { seedDemoRegister } from './demo-register';

/** The demo's register: twelve households with their heads, and the masjid's volunteer let keep it. */

let t: TestApp;
let mosqueId: string;
let keeperId: string;

beforeAll(async () => {
  t = await startTestApp();
  const tree = await buildSmallTree(t.db, 'DR');
  mosqueId = tree.oldMosque;
  keeperId = await insertUser(
    t.db,
    buildVolunteer({ email: 'dr.keeper@test.local', scope: { level: 'Mosque', mosqueId } }),
  );
});
afterAll(() => t.close());

describe('seedDemoRegister', () => {
  it('plants twelve households, each with one head, and grants the register to the volunteer', async () => {
    expect(await seedDemoRegister(t.db, 'dr.keeper@test.local', { code: 'DR-OLD' })).toBe(
      'dr.keeper@test.local',
    );
    expect(
      await t.db.select().from(registerHouseholds).where(eq(registerHouseholds.mosqueId, mosqueId)),
    ).toHaveLength(12);
    const heads = await t.db
      .select()
      .from(registerPeople)
      .where(and(eq(registerPeople.mosqueId, mosqueId), eq(registerPeople.isHead, true)));
    expect(heads).toHaveLength(12);
    expect(heads.every((h) => h.dobApproximate && h.relation === null)).toBe(true);
    const [keeper] = await t.db.select().from(users).where(eq(users.id, keeperId));
    expect(keeper!.keepsRegister).toBe(true);
  });
});
