import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, type FunctionName } from '../../domain/catalogue';
import type { Access } from '../../domain/functions/define';
import { createSession } from '../auth/sessions';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/**
 * Every catalogue function, called by each of the eight kinds of caller. A caller the function's access rule
 * refuses gets 401 (no valid session) or 403 (the wrong role), never data; a caller it admits is never refused
 * for who they are. And nobody but member A (and staff, whose reads are scoped) ever gets member A's data back.
 *
 * A new function needs a sample input in SAMPLES, or this test fails: every function is covered the day it
 * is added.
 */
const CALLERS = [
  'anonymous',
  'member A',
  'member B',
  'volunteer in scope',
  'volunteer out of scope',
  'admin',
  'super admin',
  'suspended',
] as const;
type Caller = (typeof CALLERS)[number];

/** Who each access rule admits. */
const ADMITS: Record<Access, Caller[]> = {
  public: [...CALLERS],
  signedIn: ['member A', 'member B', 'volunteer in scope', 'volunteer out of scope', 'admin', 'super admin'],
  member: ['member A', 'member B'],
  memberOrAdmin: ['member A', 'member B', 'admin', 'super admin'],
  staff: ['volunteer in scope', 'volunteer out of scope', 'admin', 'super admin'],
  admin: ['admin', 'super admin'],
  superAdmin: ['super admin'],
};

/** Who may see member A's personal data in a reply. */
const MAY_SEE_MEMBER_A: Caller[] = ['member A', 'volunteer in scope', 'admin', 'super admin'];

const MEMBER_A = { name: 'Matrix Alpha Qadri', mobile: '9000011111', uniqueId: 'AJ-MATRIX-A' };

type SampleContext = { tree: SmallTree; callerId: string | null };
/** A valid input for every function: what a real caller of it would send. */
const SAMPLES: Record<FunctionName, (c: SampleContext) => unknown> = {
  adminLogin: () => ({ email: 'nobody@test.local', password: 'not-the-password' }),
  logout: () => ({}),
  fetchUserData: () => ({}),
  getLocations: () => ({}),
  getMosques: ({ tree }) => ({ locationId: tree.oldTown }),
  getValues: () => null,
  getCategories: () => null,
  checkUserExist: () => ({ phone: '9000022222' }),
  loginWithPassword: () => ({ phone: MEMBER_A.mobile, password: 'not-the-password' }),
  getBotChallenge: () => null,
  sendOtp: () => ({ phone: '9000033333' }),
  verifyOtp: () => ({ phone: '9000033333', code: '000000' }),
  memberSignup: () => ({ password: 'new-password-1' }),
  passwordUpdate: () => ({ password: 'new-password-2', currentPassword: 'not-the-password' }),
  updateBasicInfo: ({ tree, callerId }) => ({
    name: 'Family Person',
    dob: '1990-01-01',
    gender: 'female',
    address: '1 Street',
    mosqueId: tree.oldMasjid,
    parentId: callerId,
    relation: 'Daughter',
  }),
  fetchAlerts: () => ({}),
};

let t: TestApp;
let tree: SmallTree;
const accounts = {} as Record<Exclude<Caller, 'anonymous'>, string>;

beforeAll(async () => {
  t = await startTestApp({ env: { API_SESSION_PER_MINUTE: '1000000', API_PUBLIC_PER_MINUTE: '1000000' } });
  tree = await buildSmallTree(t.db, 'AM');
  const add = async (values: typeof users.$inferInsert) =>
    (await t.db.insert(users).values(values).returning({ id: users.id }))[0]!.id;
  const member = { role: 'user' as const, dob: '1990-01-01', gender: 'male' as const, address: '1 Street' };
  accounts['member A'] = await add({ ...member, ...MEMBER_A, mosqueId: tree.oldMasjid });
  accounts['member B'] = await add({
    ...member,
    name: 'Matrix Beta',
    mobile: '9000011112',
    uniqueId: 'AJ-MATRIX-B',
    mosqueId: tree.harbourMasjid,
  });
  const staff = (n: number) => ({
    uniqueId: `AD-MATRIX-${n}`,
    email: `matrix${n}@test.local`,
    name: `Staff ${n}`,
  });
  accounts['volunteer in scope'] = await add({
    ...staff(1),
    role: 'volunteer',
    scopeLevel: 'Area',
    scopeLocationId: tree.north,
  });
  accounts['volunteer out of scope'] = await add({
    ...staff(2),
    role: 'volunteer',
    scopeLevel: 'Mosque',
    scopeMosqueId: tree.harbourMasjid,
  });
  accounts.admin = await add({ ...staff(3), role: 'admin' });
  accounts['super admin'] = await add({ ...staff(4), role: 'admin', superAdmin: true });
  accounts.suspended = await add({
    ...member,
    name: 'Matrix Gamma',
    mobile: '9000011113',
    uniqueId: 'AJ-MATRIX-C',
  });
});
afterAll(() => t.close());

/** A fresh session for each call, so that a logout or a password change never spoils the next call. */
async function tokenFor(caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  const userId = accounts[caller];
  const token = await createSession(t.db, t.services.clock, userId, 'password');
  // Suspended after the session began: the session must stop working at once.
  if (caller === 'suspended') await t.db.update(users).set({ suspended: true }).where(eq(users.id, userId));
  return token;
}

const names = Object.keys(catalogue) as FunctionName[];

it('has a sample input for every catalogue function', () => {
  expect(names.filter((n) => !(n in SAMPLES))).toEqual([]);
});

describe.each(names)('%s', (name) => {
  const access = catalogue[name].access as Access;
  it.each(CALLERS)(`as %s`, async (caller) => {
    const sample = SAMPLES[name];
    if (!sample) throw new Error(`No sample input for ${name}: add one to SAMPLES`);
    const token = await tokenFor(caller);
    // Each call from its own address, so the per-address limits of the public calls never interfere.
    const ip = `10.9.${CALLERS.indexOf(caller)}.${names.indexOf(name) + 1}`;
    const res = await t.call(
      name,
      sample({ tree, callerId: caller === 'anonymous' ? null : accounts[caller] }),
      token,
      { ip },
    );
    const text = JSON.stringify(res.body);

    if (ADMITS[access].includes(caller)) {
      expect([401, 403], `${caller} is admitted to ${name} (${access})`).not.toContain(res.status);
      expect(res.status, text).toBeLessThan(500);
    } else {
      const expected = caller === 'anonymous' || caller === 'suspended' ? 401 : 403;
      expect(res.status, `${caller} calling ${name} (${access})`).toBe(expected);
      expect(res.body.result).toBeUndefined();
    }
    if (!MAY_SEE_MEMBER_A.includes(caller)) {
      for (const value of Object.values(MEMBER_A)) expect(text).not.toContain(value);
    }
  });
});
