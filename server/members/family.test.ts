import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { familyMembers } from '../db/schema';
import { TEST_ADMIN, TEST_VOLUNTEER_PASSWORD } from '../test/config';
import { startTestApp, type TestApp } from '../test/harness';
import { mosqueIdOf, signedInAccount } from '../test/members-fixtures';
import { said } from '../test/said';

let t: TestApp;
let delhi: string;
beforeAll(async () => {
  t = await startTestApp();
  delhi = await mosqueIdOf(t, 'DL-JM-001');
});
afterAll(() => t.close());

const member = () => signedInAccount(t, { name: 'Imran Qureshi', mosqueId: delhi });
const MISSING = '00000000-0000-4000-8000-000000000000';

type Person = { name: string; dob: string; gender: 'male' | 'female'; address: string };
const son: Person = {
  name: 'Ayaan Qureshi',
  dob: '2015-09-01',
  gender: 'male' as const,
  address: 'Chitli Qabar, Delhi',
};

/** Adds a family member the way the app does, through updateBasicInfo. */
async function addFamily(
  owner: { token: string; userId: string },
  person: Person = son,
  relation = 'Son',
): Promise<string> {
  const res = await t.call(
    'updateBasicInfo',
    { ...person, id: null, userId: owner.userId, parentId: owner.userId, relation },
    owner.token,
  );
  expect(res.body.result, JSON.stringify(res.body)).toMatchObject({ pass: true });
  const id = res.body.result.familyMemberId;
  if (!id) throw new Error(`No familyMemberId in ${JSON.stringify(res.body)}`);
  return id;
}

const rowOf = async (id: string) =>
  (await t.db.select().from(familyMembers).where(eq(familyMembers.id, id)))[0];

describe('getSessionUser for a member', () => {
  it('lists the family, in the order it was added, with what /family shows and nothing more', async () => {
    const me = await member();
    expect((await t.call('getSessionUser', {}, me.token)).body.result.family).toEqual([]);
    const sonId = await addFamily(me);
    const wifeId = await addFamily(
      me,
      { ...son, name: 'Sana Qureshi', dob: '1990-02-03', gender: 'female' },
      'Wife',
    );
    const [sonRow, wifeRow] = [await rowOf(sonId), await rowOf(wifeId)];
    expect((await t.call('getSessionUser', {}, me.token)).body.result.family).toEqual([
      {
        id: sonId,
        uniqueId: sonRow!.uniqueId,
        name: son.name,
        relation: 'Son',
        dob: son.dob,
        gender: 'male' as const,
        category: null,
        dobApproximate: false,
      },
      {
        id: wifeId,
        uniqueId: wifeRow!.uniqueId,
        name: 'Sana Qureshi',
        relation: 'Wife',
        dob: '1990-02-03',
        gender: 'female' as const,
        category: null,
        dobApproximate: false,
      },
    ]);
  });

  it("shows no one else's family", async () => {
    const other = await member();
    await addFamily(other);
    const me = await member();
    expect((await t.call('getSessionUser', {}, me.token)).body.result.family).toEqual([]);
  });

  it('gives staff no family field', async () => {
    const admin = (await t.call('signInStaff', TEST_ADMIN)).body.result.token;
    expect((await t.call('getSessionUser', {}, admin)).body.result).not.toHaveProperty('family');
  });
});

describe('a husband', () => {
  it('is a relation: women register too', async () => {
    const me = await signedInAccount(t, { name: 'Sana Qureshi', gender: 'female' as const, mosqueId: delhi });
    const id = await addFamily(me, { ...son, name: 'Imran Qureshi', dob: '1988-01-01' }, 'Husband');
    expect((await rowOf(id))?.relation).toBe('Husband');
  });
});

describe('getFamilyMember', () => {
  it("gives one of the caller's family members in full", async () => {
    const me = await member();
    const id = await addFamily(me);
    const res = await t.call('getFamilyMember', { id }, me.token);
    expect(res.body.result).toEqual({
      id,
      uniqueId: (await rowOf(id))!.uniqueId,
      ...son,
      relation: 'Son',
      category: null,
      details: null,
      dobApproximate: false,
    });
  });

  it('refuses an id that is not one, and a missing id is NOT_FOUND', async () => {
    const me = await member();
    const bad = await t.call('getFamilyMember', { id: 'abc' }, me.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.invalidId);
    expect((await t.call('getFamilyMember', { id: MISSING }, me.token)).status).toBe(404);
  });

  it('answers what /family/<anything> may ask with a 4xx naming the id, never a 500', async () => {
    const me = await member();
    // What the screen sends for a well-formed id nobody has: NOT_FOUND, which it shows as "not found".
    const unknown = await t.call('getFamilyMember', { id: '4b1f9d2e-8c3a-4e5b-9f6d-7a8b9c0d1e2f' }, me.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.status).toBe('NOT_FOUND');
    // What an address cut short or mistyped would send (the screen no longer sends these: it knows they name
    // nobody): bad input, about the id, and nothing the database was asked.
    const odd = [
      'not-a-uuid',
      '',
      ' ',
      `${MISSING}x`,
      MISSING.replaceAll('-', ''),
      "'; drop table family_members; --",
      '../../admin',
      'x'.repeat(10_000),
      '४b1f9d2e-8c3a-4e5b-9f6d-7a8b9c0d1e2f',
    ];
    for (const id of odd) {
      const res = await t.call('getFamilyMember', { id }, me.token);
      expect(res.status, JSON.stringify(id.slice(0, 40))).toBe(400);
      expect(res.body.error.status).toBe('INVALID_ARGUMENT');
      expect(res.body.error.message).toBe(MSG.invalidId);
    }
  });
});

describe('removeFamilyMember', () => {
  it('deletes that family member only', async () => {
    const me = await member();
    const gone = await addFamily(me);
    const kept = await addFamily(me, { ...son, name: 'Zoya Qureshi', gender: 'female' }, 'Daughter');
    const neighbour = await member();
    const theirs = await addFamily(neighbour);

    const res = await t.call('removeFamilyMember', { id: gone }, me.token);
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.familyMemberRemoved) });
    expect(await rowOf(gone)).toBeUndefined();
    expect(await rowOf(kept)).toBeDefined();
    expect(await rowOf(theirs)).toBeDefined();
    const family = (await t.call('getSessionUser', {}, me.token)).body.result.family;
    expect(family?.map((f) => f.id)).toEqual([kept]);
    // The member's own account stays as it was.
    expect((await t.call('getSessionUser', {}, me.token)).body.result.name).toBe('Imran Qureshi');

    expect((await t.call('removeFamilyMember', { id: gone }, me.token)).status).toBe(404);
    expect((await t.call('getFamilyMember', { id: gone }, me.token)).status).toBe(404);
  });

  it('refuses an id that is not one', async () => {
    const me = await member();
    expect((await t.call('removeFamilyMember', { id: '1; drop table users' }, me.token)).status).toBe(400);
  });
});

describe("member B and member A's family member", () => {
  it('cannot read, change or remove it: NOT_FOUND each time, exactly as for a missing id', async () => {
    const a = await member();
    const theirs = await addFamily(a);
    const before = await rowOf(theirs);
    const b = await member();

    const calls: [string, (id: string) => unknown][] = [
      ['getFamilyMember', (id) => ({ id })],
      ['removeFamilyMember', (id) => ({ id })],
      ['updateBasicInfo', (id) => ({ ...son, id, name: 'Taken over', parentId: b.userId, relation: 'Son' })],
      [
        'updateOtherInfo',
        (id) => ({
          userId: id,
          parentId: b.userId,
          category: 'working',
          details: { position: 'Taken over' },
        }),
      ],
    ];
    for (const [name, input] of calls) {
      const probe = await t.send(name, input(theirs), b.token);
      const missing = await t.send(name, input(MISSING), b.token);
      expect(probe.status, name).toBe(404);
      expect(probe.body, name).toEqual(missing.body);
    }
    expect(await rowOf(theirs)).toEqual(before);
    expect((await t.call('getFamilyMember', { id: theirs }, a.token)).status).toBe(200);
  });
});

describe('staff and visitors', () => {
  const MEMBER_FUNCTIONS: [string, unknown][] = [
    ['getFamilyMember', { id: MISSING }],
    ['removeFamilyMember', { id: MISSING }],
    ['updateOtherInfo', { category: 'working', details: {} }],
    ['updateMyMosque', { mosqueId: MISSING }],
    ['getMyMosque', {}],
    ['getMyVolunteers', {}],
  ];

  it('staff tokens get 403 on the member functions, and no token 401', async () => {
    const admin = (await t.call('signInStaff', TEST_ADMIN)).body.result.token;
    const volunteer = (
      await t.call('signInStaff', { email: 'ayesha.siddiqui@example.org', password: TEST_VOLUNTEER_PASSWORD })
    ).body.result.token;
    expect(volunteer).toEqual(expect.any(String));
    for (const [name, input] of MEMBER_FUNCTIONS) {
      for (const token of [admin, volunteer]) {
        const res = await t.send(name, input, token);
        expect(res.status, name).toBe(403);
        expect(res.body.error).toMatchObject(said(MSG.notAllowed));
      }
      expect((await t.send(name, input)).status, name).toBe(401);
    }
  });
});
