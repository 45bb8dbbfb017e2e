import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../domain/access';
import { catalogue, type FunctionName } from '../../domain/catalogue';
import { users } from '../db/schema';
import { createSession } from '../sign-in/sessions';
import {
  ADMITS,
  CALLERS,
  type Caller,
  MAY_SEE_MEMBER_A,
  MEMBER_A,
  PRIVATE_TO_A,
} from '../test/access-callers';
import { SAMPLES, type Sample } from '../test/access-samples';
import { type AccessWorld, buildAccessWorld } from '../test/access-world';
import { startTestApp, type TestApp } from '../test/harness';
import { startApprovedFakeCloud, whatsappEnv } from '../test/whatsapp-test-app';

/**
 * Every catalogue function, under its name and each alias, called by each of the eight kinds of caller. A
 * caller the function's access rule refuses gets 401 (no valid session) or 403 (the wrong role), never data.
 * A caller it admits reaches the function's success path: a 200 that did what was asked, unless its sample
 * states another answer as the right one for that caller. So a sample that stops at the schema (400), at a
 * limit (429) or at a row an earlier call removed (404) fails, instead of passing for "not refused".
 * And nobody but member A (and staff, whose reads are scoped) ever gets member A's data back.
 *
 * A new function needs a sample in server/test/access-samples.ts, or this test fails: every function is
 * covered the day it is added.
 */
let t: TestApp;
let world: AccessWorld;
let cloud: Awaited<ReturnType<typeof startApprovedFakeCloud>>;

beforeAll(async () => {
  // WhatsApp on (to the fake Cloud API), so that its functions reach their success path too.
  cloud = await startApprovedFakeCloud();
  t = await startTestApp({
    env: { API_SESSION_PER_MINUTE: '1000000', API_PUBLIC_PER_MINUTE: '1000000', ...whatsappEnv(cloud.url) },
  });
  world = await buildAccessWorld(t);
});
afterAll(async () => {
  await t.close();
  await cloud.close();
});

const names = Object.keys(catalogue) as FunctionName[];
const routes = names.flatMap((name) =>
  [name, ...catalogue[name].aliases].map((route) => [route, name] as const),
);

const sampleOf = (name: FunctionName): Sample => {
  const sample = SAMPLES[name];
  if (!sample) throw new Error(`No sample input for ${name}: add one to SAMPLES`);
  return typeof sample === 'function' ? { input: sample } : sample;
};

/**
 * The account the call is made from and a fresh session for it, so that a logout or a password change never
 * spoils the next call.
 */
async function signIn(caller: Caller, sample: Sample, n: number) {
  if (caller === 'anonymous') return { userId: null, token: null };
  const own = world.accounts[caller];
  const userId = sample.twin ? await world.fresh.twinOf(own, n) : own;
  const token = await createSession(t.db, t.services.clock, userId, sample.signedInBy ?? 'password');
  // Suspended after the session began: the session must stop working at once.
  if (caller === 'suspended') await t.db.update(users).set({ suspended: true }).where(eq(users.id, userId));
  return { userId, token };
}

async function mobileOf(userId: string | null) {
  if (!userId) return null;
  const [row] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return row?.mobile ?? null;
}

it('has a sample input for every catalogue function', () => {
  expect(names.filter((n) => !(n in SAMPLES))).toEqual([]);
});

let calls = 0;
describe.each(routes)('%s', (route, name) => {
  const access = catalogue[name].access as Access;
  it.each(CALLERS)('as %s', async (caller) => {
    const sample = sampleOf(name);
    calls += 1;
    const n = calls;
    // Each call from its own address, so the per-address limits of the public calls never interfere.
    const ip = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const { userId, token } = await signIn(caller, sample, n);
    const input = await sample.input({
      t,
      world,
      caller,
      callerId: userId,
      callerMobile: await mobileOf(userId),
      callerMosqueId: caller === 'anonymous' ? null : (world.mosqueOf[caller] ?? null),
      n,
      ip,
    });
    const res = await t.send(route, input, token, { ip });
    const text = JSON.stringify(res.body);

    if (ADMITS[access].includes(caller)) {
      const expected = sample.expected?.[caller] ?? 200;
      const status = typeof expected === 'number' ? expected : 200;
      expect(res.status, `${caller} calling ${route} (${access}): ${text}`).toBe(status);
      if (typeof expected === 'string') {
        expect(res.body.result, text).toMatchObject({ pass: false, messageCode: expected });
      } else if (status === 200) {
        const result = res.body.result as Record<string, unknown>;
        expect(result?.pass, `${caller} calling ${route} was refused: ${text}`).not.toBe(false);
        if (sample.done) expect(sample.done(result), `${caller} calling ${route}: ${text}`).toBe(true);
      }
    } else {
      const expected = caller === 'anonymous' || caller === 'suspended' ? 401 : 403;
      expect(res.status, `${caller} calling ${route} (${access})`).toBe(expected);
      expect(res.body.result).toBeUndefined();
    }
    if (!MAY_SEE_MEMBER_A.includes(caller)) {
      for (const value of PRIVATE_TO_A) expect(text).not.toContain(value);
    }
  });
});

// The other side of the matrix: the staff who may see member A do find them, so the refusals above are not
// refusals of an empty directory.
it.each(['volunteer in scope', 'admin', 'super admin'] as const)(
  '%s finds member A in the directory',
  async (caller) => {
    const { token } = await signIn(caller, { input: () => null }, 0);
    const res = await t.call(
      'getMembers',
      { locationId: world.tree.north, filters: { name: 'Matrix' } },
      token,
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.result)).toContain(MEMBER_A.name);
  },
);

// GET, the shared reads' transport (decision 0016): every function and alias without sharedCaching refuses it
// before it looks at the session or the input, and those with it answer a visitor with a copy any cache may
// keep, and a signed-in caller with one none may.
describe.each(routes)('GET %s', (route, name) => {
  const shared = catalogue[name].access === 'public' && 'sharedCaching' in catalogue[name];
  const get = async (caller: Caller) => {
    const sample = sampleOf(name);
    calls += 1;
    const { userId, token } = await signIn(caller, sample, calls);
    const input = await sample.input({
      t,
      world,
      caller,
      callerId: userId,
      callerMobile: await mobileOf(userId),
      callerMosqueId: caller === 'anonymous' ? null : (world.mosqueOf[caller] ?? null),
      n: calls,
      ip: '127.0.0.1',
    });
    return t.app.inject({
      method: 'GET',
      url: `/api/${route}?data=${encodeURIComponent(JSON.stringify(input ?? null))}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  it.each(['anonymous', 'member A', 'admin'] as const)(
    shared ? 'as %s, cacheable only for a visitor' : 'as %s, refused',
    async (caller) => {
      const res = await get(caller);
      if (!shared) {
        expect(res.statusCode, res.body).toBe(405);
        expect(res.headers.allow).toBe('POST');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json().error).toMatchObject({ status: 'METHOD_NOT_ALLOWED', messageCode: 'postOnly' });
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.vary).toMatch(/authorization/i);
      if (caller === 'anonymous') {
        expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
        expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      } else {
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers.etag).toBeUndefined();
      }
      for (const value of PRIVATE_TO_A) expect(res.body).not.toContain(value);
    },
  );
});
