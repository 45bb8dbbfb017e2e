import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '../../domain/catalogue';
import { MSG, say } from '../../domain/messages';
import { auditLog, categories, locationAncestors, locations } from '../db/schema';
import { buildVolunteer, type EachRole, insertUser, signInEachRole } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { expectOnlyAdmins, watchRows } from '../test/write-checks';

let t: TestApp;
let tree: SmallTree;
let ids: EachRole<string>;
let tokens: EachRole<string>;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'AP');
  ({ ids, tokens } = await signInEachRole(t, tree, 'AP'));
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
// Most inputs here are built to be refused, so only the reply is typed.
const admin = <N extends FunctionName>(name: N, data: unknown) => t.send(name, data, tokens.admin);

const { withOneAudit, writesNothing } = watchRows(() => t.db, {
  locations,
  ancestors: locationAncestors,
  categories,
  audit: auditLog,
});

const categoryRow = async (id: string) =>
  (await t.db.select().from(categories).where(eq(categories.id, id)))[0];

async function addCat(name: string, parentCategoryId: unknown) {
  const res = await admin('addCategory', { name, parentCategoryId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { pass: boolean; message: string; id: string | null };
}

describe('addCategory', () => {
  it('adds a top category (null or 0) at level 0 and each child one level below its parent, audited', async () => {
    const { result, audit } = await withOneAudit(() =>
      admin('addCategory', { name: 'AP Education', parentCategoryId: null }),
    );
    const top = result.body.result;
    expect(top).toEqual({ pass: true, ...said(MSG.categoryAdded), id: expect.any(String) });
    expect(await categoryRow(top.id!)).toMatchObject({ name: 'AP Education', parentId: null, level: 0 });
    expect(audit).toMatchObject({
      actorId: ids.admin,
      action: 'category.add',
      targetType: 'category',
      targetId: top.id!,
      details: { before: null, after: { name: 'AP Education', parentId: null, level: 0 } },
    });

    const zero = await addCat('AP Health', 0);
    expect(await categoryRow(zero.id!)).toMatchObject({ parentId: null, level: 0 });
    const absent = (await admin('addCategory', { name: 'AP Society' })).body.result;
    expect(await categoryRow(absent.id!)).toMatchObject({ parentId: null, level: 0 });

    const child = await addCat('AP Scholarships', top.id);
    expect(await categoryRow(child.id!)).toMatchObject({ parentId: top.id, level: 1 });
    const grandchild = await addCat('AP Engineering', child.id);
    expect(await categoryRow(grandchild.id!)).toMatchObject({ parentId: child.id, level: 2 });
  });

  it('refuses a sibling name ignoring case, at the top and below, and allows it elsewhere', async () => {
    const parent = await addCat('AP Welfare', null);
    await addCat('AP Food', parent.id);
    for (const [name, parentId] of [
      ['ap welfare', null],
      ['AP FOOD', parent.id],
    ]) {
      const reply = await writesNothing(() => addCat(name!, parentId));
      expect(reply).toEqual({ pass: false, ...say('categoryNameTaken', { name: name! }), id: null });
    }
    expect((await addCat('AP Food', null)).pass).toBe(true);
  });

  it('keeps one of two top categories of the same name added at once', async () => {
    const replies = await Promise.all([
      admin('addCategory', { name: 'AP Twin Category', parentCategoryId: null }),
      admin('addCategory', { name: 'AP TWIN CATEGORY', parentCategoryId: 0 }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies.map((r) => r.body.result.pass).sort()).toEqual([false, true]);
  });

  it.each([
    ['no name', { parentCategoryId: null }, MSG.nameRequired],
    ['a blank name', { name: ' \t ', parentCategoryId: null }, MSG.nameRequired],
    ['a name over 100 characters', { name: 'y'.repeat(101), parentCategoryId: null }, MSG.nameTooLong],
    ['a control character', { name: 'AP\u009bX', parentCategoryId: null }, MSG.controlCharacters],
    ['a malformed parent', { name: 'AP X', parentCategoryId: 'top' }, MSG.invalidId],
    ['an unknown parent', { name: 'AP X', parentCategoryId: MISSING }, MSG.categoryUnknown],
  ])('answers %s with 400 and writes nothing', async (_, input, message) => {
    const res = await writesNothing(() => admin('addCategory', input));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('updateCategory', () => {
  it('renames a category, audited, and refuses a sibling name', async () => {
    const top = await addCat('AP Helth', null);
    const { result, audit } = await withOneAudit(() =>
      admin('updateCategory', { id: top.id, name: 'AP Wellbeing' }),
    );
    expect(result.body.result).toEqual({ pass: true, ...said(MSG.categoryUpdated) });
    expect(await categoryRow(top.id!)).toMatchObject({ name: 'AP Wellbeing', level: 0 });
    expect(audit).toMatchObject({
      action: 'category.update',
      targetId: top.id!,
      details: { before: { name: 'AP Helth' }, after: { name: 'AP Wellbeing' } },
    });

    await addCat('AP Sports', null);
    const res = await writesNothing(() => admin('updateCategory', { id: top.id, name: 'ap sports' }));
    expect(res.body.result).toEqual({ pass: false, ...say('categoryNameTaken', { name: 'ap sports' }) });
  });

  it('answers an unknown id with 400', async () => {
    const res = await writesNothing(() => admin('updateCategory', { id: MISSING, name: 'AP X' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.categoryUnknown);
  });
});

describe('removeCategory', () => {
  it('deletes a category nothing uses, audited', async () => {
    const cat = await addCat('AP Temporary', null);
    const { result, audit } = await withOneAudit(() => admin('removeCategory', { id: cat.id }));
    expect(result.body.result).toEqual({ pass: true, ...said(MSG.categoryDeleted) });
    expect(await categoryRow(cat.id!)).toBeUndefined();
    expect(audit).toMatchObject({ action: 'category.delete', targetId: cat.id, details: { after: null } });
  });

  it('refuses while categories lie under it or accounts use it, and writes nothing', async () => {
    const parent = await addCat('AP Parent', null);
    await addCat('AP Child', parent.id);
    const withChild = await writesNothing(() => admin('removeCategory', { id: parent.id }));
    expect(withChild.body.result).toEqual({
      pass: false,
      ...say('categoryInUse', { categories: 1, accounts: 0 }),
    });

    const used = await addCat('AP Used', null);
    await insertUser(
      t.db,
      buildVolunteer({ categoryId: used.id, scope: { level: 'Area', locationId: tree.south } }),
    );
    const withAccount = await writesNothing(() => admin('removeCategory', { id: used.id }));
    expect(withAccount.body.result).toEqual({
      pass: false,
      ...say('categoryInUse', { categories: 0, accounts: 1 }),
    });
  });

  it('answers an unknown id with 400', async () => {
    const res = await writesNothing(() => admin('removeCategory', { id: MISSING }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.categoryUnknown);
  });
});

describe('who may call them', () => {
  const WRITES = () =>
    [
      ['addCategory', { name: 'AP Forbidden', parentCategoryId: null }],
      ['updateCategory', { id: MISSING, name: 'AP Forbidden' }],
      ['removeCategory', { id: MISSING }],
    ] as const;

  it('refuses members and volunteers with 403 and visitors with 401, writing nothing', async () => {
    await expectOnlyAdmins(t, WRITES(), tokens, writesNothing);
  });
});
