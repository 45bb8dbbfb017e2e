import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPeople } from '../db/schema';
import { buildAdmin, buildMember, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/**
 * Who left the register stays out of it: a person claimed, removed at their request or merged away is not
 * brought back by the committee importing the same file again (register_retired, decision 0014).
 */

let t: TestApp;
let tree: SmallTree;
let admin: string;

const consent = { how: 'Census forms signed by each head of family', date: '2025-06-01' };
const FILE = [
  'Household,Name,Mobile,Relation,Age',
  'H1,Irfan Qureshi,9811100001,Head,50',
  'H1,Shabana Qureshi,,Wife,45',
  'H2,Naseem Ahmad,9811100002,Head,60',
  'H2,Farida Ahmad,,Wife,55',
  'H3,Salim Khan,9811100003,Head,40',
  'H3,Salim Khan Pathan,,Brother,40',
].join('\n');

const importFile = (mosqueId: string) =>
  t.call(
    'importRegister',
    { mosqueId, fileName: 'register.csv', fileBase64: Buffer.from(FILE).toString('base64'), consent },
    admin,
  );
const peopleAt = async (mosqueId: string) =>
  (await t.db.select({ n: count() }).from(registerPeople).where(eq(registerPeople.mosqueId, mosqueId)))[0]!.n;
const personNamed = async (name: string) =>
  (await t.db.select().from(registerPeople).where(eq(registerPeople.name, name)))[0]!;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'RR');
  admin = (await signedIn(t, buildAdmin({ email: 'rr.admin@test.local' }))).token;
});
afterAll(() => t.close());

describe('a later import of the same file', () => {
  it('brings back nobody who was claimed, removed or merged away', async () => {
    const mosqueId = tree.oldMosque;
    expect((await importFile(mosqueId)).body.result).toMatchObject({ pass: true, households: 3, people: 6 });

    // Irfan claims his household (two people), Naseem's wife asks to be removed, and the second Salim is merged.
    const irfan = await signedIn(t, buildMember({ mobile: '9811100001' }));
    expect((await t.call('claimRegisterRecord', {}, irfan.token)).body.result).toMatchObject({ pass: true });
    const farida = await personNamed('Farida Ahmad');
    const removed = await t.call('removeRegisterRecord', { mosqueId, personId: farida.id }, admin);
    expect(removed.body.result).toMatchObject({ pass: true });
    const [salim, pathan] = [await personNamed('Salim Khan'), await personNamed('Salim Khan Pathan')];
    const merged = await t.call(
      'mergeMembers',
      { mosqueId, keep: { kind: 'register', id: salim.id }, merge: { kind: 'register', id: pathan.id } },
      admin,
    );
    expect(merged.body.result).toMatchObject({ pass: true });
    expect(await peopleAt(mosqueId)).toBe(2);

    const again = await importFile(mosqueId);
    expect(again.body.result).toMatchObject({ pass: true, households: 0, people: 0, alreadyKept: 6 });
    expect(await peopleAt(mosqueId)).toBe(2);

    // Undoing the merge puts its person back in the register, where the file finds them kept again.
    await t.call('undoMerge', { mergeId: merged.body.result.mergeId! }, admin);
    expect(await peopleAt(mosqueId)).toBe(3);
    expect((await importFile(mosqueId)).body.result).toMatchObject({
      households: 0,
      people: 0,
      alreadyKept: 6,
    });
  });

  it('still adds the same file to another masjid, whose register is its own', async () => {
    expect((await importFile(tree.newMosque)).body.result).toMatchObject({
      pass: true,
      households: 3,
      people: 6,
    });
  });
});
