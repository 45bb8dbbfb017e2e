import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../domain/access';
import { catalogue } from '../../domain/catalogue';
import { findControlCharacter } from '../../domain/control-characters';
import type { FunctionDef } from '../../domain/functions/define';
import * as z from '../../domain/zod';
import { buildAdmin, buildMember, buildSuperAdmin, type NewUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

// Every catalogue function, fed inputs its schema refuses by a caller it admits: each is a 400, and none writes.
const RUNS_PER_FUNCTION = 300;
const defs = catalogue as Record<string, FunctionDef>;

let t: TestApp;
/** For each access rule, a session it admits: the bad input must reach the schema, not stop at the door. */
let tokens: Record<Access, string | null>;
beforeAll(async () => {
  t = await startTestApp({ env: { API_SESSION_PER_MINUTE: '1000000', API_PUBLIC_PER_MINUTE: '1000000' } });
  const make = async (values: NewUser) => (await signedIn(t, values, 'otp')).token;
  const member = await make(buildMember({ uniqueId: 'AJ-FUZZ-1' }));
  const admin = await make(buildAdmin({ email: 'fuzz.admin@test.local' }));
  const superAdmin = await make(buildSuperAdmin({ email: 'fuzz.super@test.local' }));
  tokens = { public: null, signedIn: member, member, memberOrAdmin: member, staff: admin, admin, superAdmin };
});
afterAll(() => t.close());

/** Rows of a raw query: node-postgres answers execute() with { rows }. */
async function query<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/**
 * Every row of every table a function could write, by table: a digest of the table's rows in a fixed order,
 * so an UPDATE shows as well as an INSERT or a DELETE.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await query<{ relname: string }>(
    sql`select relname from pg_stat_user_tables where schemaname = 'public' order by relname`,
  );
  const digests: Record<string, string> = {};
  for (const { relname } of tables) {
    const [first] = await query<{ digest: string | null }>(
      sql.raw(`select md5(string_agg(r::text, chr(10) order by r::text)) as digest from "${relname}" r`),
    );
    digests[relname] = first?.digest ?? 'empty';
  }
  return digests;
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom('Imran\u0000Sheikh', '\u0007', 'x'.repeat(5000), '1992-02-30', '-1', 'null', '<script>'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Inputs shaped like the function's own (its field names) with wrong values, and arbitrary JSON. */
function inputsFor(def: FunctionDef) {
  const schema = z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    anyOf?: { properties?: Record<string, unknown> }[];
  };
  const keys = Object.keys(schema.properties ?? schema.anyOf?.find((s) => s.properties)?.properties ?? {});
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, nasty])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 4 });
  return (
    fc
      .oneof(shaped, fc.jsonValue())
      // What the server receives is the JSON text: Infinity and NaN arrive as null, which may well be valid.
      .map((v): unknown => JSON.parse(JSON.stringify(v) ?? 'null'))
      .filter((v) => findControlCharacter(v) !== null || !z.safeParse(def.input, v).success)
  );
}

describe('bad input to every function', () => {
  it.each(Object.keys(defs))('%s: a 400 and no writes', async (name) => {
    const def = defs[name]!;
    const before = await fingerprint();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(inputsFor(def), async (input) => {
        const res = await t.send(name, input, tokens[def.access]);
        statuses.add(res.status);
        return res.status === 400;
      }),
      { numRuns: RUNS_PER_FUNCTION },
    );
    // The schema's refusal, and only it: a 401 or 403 would mean the input never got past the access check.
    expect([...statuses]).toEqual([400]);
    expect(await fingerprint()).toEqual(before);
  });
});

// A 20 KB body nested 10,000 deep once held a process for 2 s (a recursive walk that copied its path at each
// level) and, past 8,000 levels, overflowed the stack into a 500. It is refused now before any walk.
describe('nesting 10,000 deep to every function', () => {
  const DEPTH = 10_000;
  const arrays = `{"data":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;
  const objects = `{"data":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`;

  async function timedPost(name: string, payload: string, token: string | null) {
    const start = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
    return { res, ms: performance.now() - start };
  }

  // The first requests of a process are slow while the JIT warms up, whatever they carry.
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await timedPost('getLocations', arrays, null);
  });

  it.each(Object.keys(defs))('%s: a 400 in under 50 ms', async (name) => {
    const token = tokens[defs[name]!.access];
    for (const payload of [arrays, objects]) {
      const tries = [];
      for (let i = 0; i < 3; i++) tries.push(await timedPost(name, payload, token));
      for (const { res } of tries) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({ status: 'INVALID_ARGUMENT', messageCode: 'requestTooDeep' });
      }
      // The fastest of three: the refusal itself takes about a millisecond, and a test machine shared with other
      // work can pause any single request for tens. The recursive walk took 1.6 s of work on every try.
      expect(Math.min(...tries.map((x) => x.ms))).toBeLessThan(50);
    }
  });

  it('lets 32 levels through to the schema and refuses 33', async () => {
    const body = (levels: number) =>
      `{"data":{"mosqueId":${'['.repeat(levels - 2)}${']'.repeat(levels - 2)}}}`;
    const at32 = await timedPost('updateMyMosque', body(32), tokens.member);
    expect(at32.res.statusCode).toBe(400);
    expect(at32.res.json().error.messageCode).not.toBe('requestTooDeep');
    const at33 = await timedPost('updateMyMosque', body(33), tokens.member);
    expect(at33.res.json().error.messageCode).toBe('requestTooDeep');
  });
});

// The shared reads' GET (decision 0016): the same refusals from the address's `data`, and text that is not
// JSON at all a 400 too, never a 500 and never a reply a cache would keep.
describe('bad input over GET to every shared read', () => {
  const shared = Object.keys(defs).filter((name) => defs[name]!.sharedCaching);
  const get = (name: string, text: string) =>
    t.app.inject({ method: 'GET', url: `/api/${name}?data=${encodeURIComponent(text)}` });

  it.each(shared)('%s: a 400 that no cache keeps', async (name) => {
    const def = defs[name]!;
    const statuses = new Set<number>();
    const notJson = fc.string().filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          inputsFor(def).map((v) => JSON.stringify(v)),
          notJson,
        ),
        async (text) => {
          const res = await get(name, text);
          statuses.add(res.statusCode);
          return res.statusCode === 400 && res.headers['cache-control'] === 'no-store';
        },
      ),
      { numRuns: RUNS_PER_FUNCTION / 3 },
    );
    expect([...statuses]).toEqual([400]);
  });
});
