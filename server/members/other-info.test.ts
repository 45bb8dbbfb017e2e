import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { familyMembers, users } from '../db/schema';
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

async function familyMemberOf(ownerId: string): Promise<string> {
  const [row] = await t.db
    .insert(familyMembers)
    .values({
      userId: ownerId,
      uniqueId: `AJ-OI-${Math.random().toString(36).slice(2, 10)}`,
      relation: 'Son',
    })
    .returning({ id: familyMembers.id });
  return row!.id;
}

const ownRow = async (id: string) =>
  (
    await t.db
      .select({ category: users.category, details: users.details })
      .from(users)
      .where(eq(users.id, id))
  )[0];
const familyRow = async (id: string) =>
  (
    await t.db
      .select({ category: familyMembers.category, details: familyMembers.details })
      .from(familyMembers)
      .where(eq(familyMembers.id, id))
  )[0];

// From the seeded reference values (domain/reference-values.ts).
const UNDERGRADUATE = { education: 7, educationLevel: 15 }; // levels 15..16
const student = {
  category: 'student' as const,
  details: { ...UNDERGRADUATE, institution: 'Jamia Millia Islamia', course: 'BSc', goals: 'Doctor' },
};

describe('updateOtherInfo for the caller', () => {
  it('stores the category and details, with the names looked up by the server', async () => {
    const me = await member();
    const res = await t.call(
      'updateOtherInfo',
      {
        userId: me.userId,
        parentId: null,
        category: 'student',
        // Names sent by a client are never kept: the server writes the reference values' own.
        details: { ...student.details, educationName: 'Made up', educationLevelName: 'Also made up' },
      },
      me.token,
    );
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.detailsUpdated) });
    const expected = {
      category: 'student',
      details: {
        education: 7,
        educationName: 'Undergraduate',
        educationLevel: 15,
        educationLevelName: "Bachelor's degree (BA / BSc / BCom / BCA / BBA)",
        institution: 'Jamia Millia Islamia',
        course: 'BSc',
        goals: 'Doctor',
      },
    };
    expect(await ownRow(me.userId)).toEqual(expected);
    expect((await t.call('getSessionUser', {}, me.token)).body.result).toMatchObject(expected);
  });

  it("takes the spec's formData wrapper, the alias updateOtherDetails, and institute for institution", async () => {
    const me = await member();
    const res = await t.send(
      'updateOtherDetails',
      {
        userId: me.userId,
        parentId: null,
        formData: { category: 'not working', details: { reason: 1, qualification: 'BA' } },
      },
      me.token,
    );
    expect(res.body.result).toMatchObject({ pass: true });
    expect(await ownRow(me.userId)).toEqual({
      category: 'not working',
      details: { reason: 1, reasonName: 'Homemaker', qualification: 'BA' },
    });
    await t.call(
      'updateOtherInfo',
      {
        category: 'student-working',
        details: {
          education: 5,
          educationLevel: 12,
          institute: 'Anglo Arabic',
          workType: 4,
          position: 'Helper',
        },
      },
      me.token,
    );
    expect(await ownRow(me.userId)).toEqual({
      category: 'student-working',
      details: {
        education: 5,
        educationName: 'Higher Secondary (HSC, Class 11-12)',
        educationLevel: 12,
        educationLevelName: 'Class 12 (HSC)',
        institution: 'Anglo Arabic',
        workType: 4,
        workTypeName: 'Shop / Trade',
        position: 'Helper',
      },
    });
  });

  it('replaces the details: a new category clears the old fields', async () => {
    const me = await member();
    await t.call('updateOtherInfo', student, me.token);
    // The old client sends every field of the form; the ones it cleared arrive empty and are not kept.
    const res = await t.call(
      'updateOtherInfo',
      {
        category: 'working',
        details: { workType: 2, position: 'Clerk', goals: '', education: null, institution: '' },
      },
      me.token,
    );
    expect(res.body.result.pass).toBe(true);
    expect(await ownRow(me.userId)).toEqual({
      category: 'working',
      details: { workType: 2, workTypeName: 'Private job', position: 'Clerk' },
    });
  });

  it("refuses someone else's userId with 403 and changes nothing", async () => {
    const other = await member();
    const me = await member();
    const res = await t.call(
      'updateOtherInfo',
      { ...student, userId: other.userId, parentId: null },
      me.token,
    );
    expect(res.status).toBe(403);
    expect(await ownRow(other.userId)).toEqual({ category: null, details: null });
    expect(await ownRow(me.userId)).toEqual({ category: null, details: null });
  });
});

describe('updateOtherInfo refusals: 400 with a clear message, and nothing stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no category', { details: {} }, 'category', MSG.categoryRequired],
    ['an unknown category', { category: 'retired', details: {} }, 'category', MSG.categoryRequired],
    [
      'a level outside the education’s range',
      { category: 'student', details: { education: 7, educationLevel: 10 } },
      'details.educationLevel',
      MSG.levelOutsideEducation,
    ],
    [
      'a level without its education',
      { category: 'student', details: { educationLevel: 15 } },
      'details.education',
      MSG.educationChoose,
    ],
    [
      'a course below level 11',
      { category: 'student', details: { education: 4, educationLevel: 10, course: 'Science' } },
      'details.course',
      MSG.courseNotForLevel,
    ],
    [
      'a subject above level 21',
      { category: 'student', details: { education: 10, educationLevel: 25, subject: 'Tajweed' } },
      'details.subject',
      MSG.courseNotForLevel,
    ],
    [
      'a field of another category',
      { category: 'working', details: { workType: 2, goals: 'Doctor' } },
      'details.goals',
      MSG.detailNotForCategory,
    ],
    [
      'a name without its id in the category',
      { category: 'not working', details: { reason: 1, workTypeName: 'Private job' } },
      'details.workTypeName',
      MSG.detailNotForCategory,
    ],
    ['cat1', { category: 'working', details: { cat1: 'x' } }, 'details.cat1', MSG.detailNotForCategory],
    [
      'an unknown education',
      { category: 'student', details: { education: 99 } },
      'details.education',
      MSG.educationChoose,
    ],
    [
      'an unknown level',
      { category: 'student', details: { education: 7, educationLevel: 99 } },
      'details.educationLevel',
      MSG.educationLevelChoose,
    ],
    [
      'an unknown work type',
      { category: 'working', details: { workType: 99 } },
      'details.workType',
      MSG.workTypeChoose,
    ],
    [
      'an unknown reason',
      { category: 'not working', details: { reason: 99 } },
      'details.reason',
      MSG.reasonChoose,
    ],
    [
      'an id that is text',
      { category: 'working', details: { workType: 'two' } },
      'details.workType',
      MSG.workTypeChoose,
    ],
    [
      'a huge id',
      { category: 'working', details: { workType: 2 ** 40 } },
      'details.workType',
      MSG.workTypeChoose,
    ],
    [
      'a long text',
      { category: 'working', details: { position: 'x'.repeat(501) } },
      'details.position',
      MSG.detailTooLong,
    ],
  ];

  it.each(cases)('%s', async (_name, input, path, message) => {
    const me = await member();
    const kid = await familyMemberOf(me.userId);
    const res = await t.send('updateOtherInfo', { ...input, parentId: null }, me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject(said(message));
    expect(res.body.error.details).toContainEqual({ path, ...said(message) });
    // The same for a family member; and nothing was stored for either.
    const forKid = await t.send('updateOtherInfo', { userId: kid, ...input, parentId: me.userId }, me.token);
    expect(forKid.status).toBe(400);
    expect(await ownRow(me.userId)).toEqual({ category: null, details: null });
    expect(await familyRow(kid)).toEqual({ category: null, details: null });
  });
});

describe('updateOtherInfo for a family member', () => {
  it('needs the family member’s id in userId', async () => {
    const me = await member();
    for (const userId of [undefined, null, 'x', me.userId.slice(0, 8)]) {
      const res = await t.send('updateOtherInfo', { ...student, userId, parentId: me.userId }, me.token);
      expect(res.status, String(userId)).toBe(400);
      expect(res.body.error).toMatchObject(said(MSG.invalidId));
    }
    expect(await ownRow(me.userId)).toEqual({ category: null, details: null });
  });

  it('stores the family member’s category and details, not the caller’s', async () => {
    const me = await member();
    const kid = await familyMemberOf(me.userId);
    // The spec's formData wrapper is unwrapped before validation, so the catalogue's input type does not name it.
    const res = await t.send(
      'updateOtherInfo',
      {
        userId: kid,
        parentId: me.userId,
        formData: { category: 'student', details: { education: 3, educationLevel: 7 } },
      },
      me.token,
    );
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.detailsUpdated) });
    expect(await familyRow(kid)).toEqual({
      category: 'student',
      details: {
        education: 3,
        educationName: 'Middle School (Class 6-8)',
        educationLevel: 7,
        educationLevelName: 'Class 7',
      },
    });
    expect(await ownRow(me.userId)).toEqual({ category: null, details: null });
    const family = (await t.call('getSessionUser', {}, me.token)).body.result.family;
    expect(family).toEqual([expect.objectContaining({ id: kid, category: 'student' })]);
    expect((await t.call('getFamilyMember', { id: kid }, me.token)).body.result.details).toMatchObject({
      educationLevelName: 'Class 7',
    });
  });

  it("refuses another member's id as parentId with 403, and another family's member with 404", async () => {
    const a = await member();
    const theirs = await familyMemberOf(a.userId);
    const b = await member();
    const asParent = await t.call(
      'updateOtherInfo',
      { ...student, userId: theirs, parentId: a.userId },
      b.token,
    );
    expect(asParent.status).toBe(403);
    const asMine = await t.call(
      'updateOtherInfo',
      { ...student, userId: theirs, parentId: b.userId },
      b.token,
    );
    expect(asMine.status).toBe(404);
    expect(await familyRow(theirs)).toEqual({ category: null, details: null });
  });
});
