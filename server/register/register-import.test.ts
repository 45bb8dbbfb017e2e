import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_FILE_MAX_BYTES } from '../../domain/register/register-limits';
import { auditLog, registerHouseholds, registerImports, registerPeople } from '../db/schema';
import { buildAdmin, buildMember, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { acceptanceRegister, HINDI_HEADINGS } from '../test/register-workbook';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** A committee brings its Excel register in: the dry run, the import, the same file again, and the refusals. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let keeper: string;
let otherKeeper: string;
let plainVolunteer: string;

const consent = { how: 'Census forms signed by each head of family', date: '2025-06-01' };
const csv = (text: string) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'RI');
  admin = (await signedIn(t, buildAdmin({ email: 'ri.admin@test.local' }))).token;
  const mosque = (mosqueId: string) => ({ level: 'Mosque' as const, mosqueId });
  keeper = (
    await signedIn(
      t,
      buildVolunteer({ email: 'ri.keeper@test.local', scope: mosque(tree.oldMosque), keepsRegister: true }),
    )
  ).token;
  otherKeeper = (
    await signedIn(
      t,
      buildVolunteer({ email: 'ri.other@test.local', scope: mosque(tree.newMosque), keepsRegister: true }),
    )
  ).token;
  plainVolunteer = (
    await signedIn(t, buildVolunteer({ email: 'ri.plain@test.local', scope: mosque(tree.oldMosque) }))
  ).token;
});
afterAll(() => t.close());

const peopleOf = async (mosqueId: string) =>
  (await t.db.select({ n: count() }).from(registerPeople).where(eq(registerPeople.mosqueId, mosqueId)))[0]!.n;
const householdsOf = async (mosqueId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(registerHouseholds)
      .where(eq(registerHouseholds.mosqueId, mosqueId))
  )[0]!.n;

describe('the acceptance register: 300 rows of Hindi headings in 80 households', () => {
  it('the dry run names exactly the 9-digit mobile, the age of 200, the blank row and the duplicate, and writes nothing', async () => {
    const { bytes, rows } = await acceptanceRegister();
    const input = {
      mosqueId: tree.oldMosque,
      fileName: 'register.xlsx',
      fileBase64: bytes.toString('base64'),
    };
    const res = await t.call('previewRegisterImport', input, keeper);
    expect(res.status).toBe(200);
    const reply = res.body.result;
    expect(reply).toMatchObject({
      pass: true,
      messageCode: 'registerPreviewReady',
      households: 80,
      people: 299,
      alreadyKept: 0,
    });
    expect(reply.columns).toEqual(HINDI_HEADINGS);
    expect(reply.mapping).toEqual({
      household: 'घर नं.',
      name: 'नाम',
      fatherName: 'पिता/पति का नाम',
      relation: 'रिश्ता',
      ageOrDob: 'उम्र',
      gender: 'लिंग',
      mobile: 'मोबाइल',
      address: 'पता',
    });
    expect(reply.problems.map((p) => [p.row, p.messageCode])).toEqual([
      [rows.nineDigitMobile, 'registerRowMobileInvalid'],
      [rows.ageTwoHundred, 'registerRowAgeInvalid'],
      [rows.blank, 'registerRowBlank'],
    ]);
    expect(reply.problems[0]!.message).toContain('987654321');
    expect(reply.duplicates).toEqual([
      expect.objectContaining({ row: rows.samePerson, otherRow: rows.sameAsRow, reason: 'nameAndDob' }),
    ]);
    expect(await peopleOf(tree.oldMosque)).toBe(0);
    expect(
      await t.db.select().from(registerImports).where(eq(registerImports.mosqueId, tree.oldMosque)),
    ).toEqual([]);
  });

  it('the import adds the 80 households with the consent, audited; the same file again adds nothing', async () => {
    const { bytes } = await acceptanceRegister();
    const input = {
      mosqueId: tree.oldMosque,
      fileName: 'register.xlsx',
      fileBase64: bytes.toString('base64'),
      consent,
    };
    const first = await t.call('importRegister', input, keeper);
    expect(first.body.result).toMatchObject({
      pass: true,
      messageCode: 'registerImported',
      households: 80,
      people: 299,
    });
    expect(await householdsOf(tree.oldMosque)).toBe(80);
    expect(await peopleOf(tree.oldMosque)).toBe(299);
    const heads = await t.db
      .select({ n: count() })
      .from(registerPeople)
      .where(and(eq(registerPeople.mosqueId, tree.oldMosque), eq(registerPeople.isHead, true)));
    expect(heads[0]!.n).toBe(80);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, first.body.result.importId!));
    expect(audit).toMatchObject({ action: 'register.import', targetType: 'registerImport' });
    expect(audit!.details).toMatchObject({
      after: { consentHow: consent.how, consentDate: consent.date, households: 80 },
    });

    const again = await t.call('importRegister', input, keeper);
    expect(again.body.result).toMatchObject({
      pass: true,
      messageCode: 'registerNothingNew',
      households: 0,
      people: 0,
      alreadyKept: 299,
    });
    expect(again.body.result.importId).toBeUndefined();
    expect(await peopleOf(tree.oldMosque)).toBe(299);

    const history = await t.call('getRegisterImports', { mosqueId: tree.oldMosque }, keeper);
    expect(history.body.result).toMatchObject({
      imports: [
        {
          fileName: 'register.xlsx',
          households: 80,
          people: 299,
          consentHow: consent.how,
          consentDate: consent.date,
        },
      ],
      unclaimed: 299,
      unclaimedWithMobile: 79,
    });
  });

  it('keeps a person the age made approximate, and a head without a relation', async () => {
    const [head] = await t.db
      .select()
      .from(registerPeople)
      .where(and(eq(registerPeople.mosqueId, tree.oldMosque), eq(registerPeople.rowNumber, 2)));
    expect(head).toMatchObject({
      isHead: true,
      relation: null,
      gender: 'male',
      dobApproximate: true,
      mobile: '7000000000',
    });
    expect(head!.dob).toMatch(/-07-01$/);
  });
});

describe('a file the import cannot take changes nothing', () => {
  const snapshot = async () => ({
    people: await peopleOf(tree.newMosque),
    imports: (await t.db.select().from(registerImports)).length,
  });
  const input = (fileName: string, fileBase64: string, mapping?: Record<string, string | null>) => ({
    mosqueId: tree.newMosque,
    fileName,
    fileBase64,
    consent,
    ...(mapping ? { mapping } : {}),
  });

  it.each([
    [
      'a PDF named .xlsx',
      () => input('register.xlsx', csv('%PDF-1.4 not a workbook')),
      'registerFileNotSpreadsheet',
    ],
    [
      'a zip that is no workbook',
      () => input('register.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]).toString('base64')),
      'registerFileNotSpreadsheet',
    ],
    ['a text file', () => input('register.txt', csv('Name\nA')), 'registerFileNotSpreadsheet'],
    [
      'a file over the cap',
      () => input('register.csv', Buffer.alloc(REGISTER_FILE_MAX_BYTES + 1, 'a').toString('base64')),
      'registerFileTooLarge',
    ],
    [
      'a mapping without a name column',
      () => input('register.csv', csv('Name,Mobile\nA,9876543210\n'), { name: null, mobile: 'Mobile' }),
      'registerNameColumnMissing',
    ],
    [
      'a mapping naming a column the file lacks',
      () => input('register.csv', csv('Name\nA\n'), { name: 'Naam' }),
      'registerColumnUnknown',
    ],
    [
      'headings without a name',
      () => input('register.csv', csv('Colour,Size\nred,2\n')),
      'registerNameColumnMissing',
    ],
    [
      'no rows under the headings',
      () => input('register.csv', csv('Name,Mobile\n\n\n')),
      'registerFileEmpty',
    ],
  ])('%s', async (_, make, code) => {
    const was = await snapshot();
    const res = await t.call('importRegister', make(), admin);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ pass: false, messageCode: code, households: 0, people: 0 });
    expect(await snapshot()).toEqual(was);
  });

  it('refuses more rows than REGISTER_MAX_ROWS', async () => {
    const lines = Array.from({ length: 50_001 }, (_, i) => `P${i}`).join('\n');
    const res = await t.call(
      'previewRegisterImport',
      { mosqueId: tree.newMosque, fileName: 'big.csv', fileBase64: csv(`Name\n${lines}\n`) },
      admin,
    );
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'registerFileTooManyRows' });
  });
});

describe('households, duplicates and who may import', () => {
  it('without a household column puts rows under each head, and finds a member and an earlier person alike', async () => {
    const member = await insertUser(
      t.db,
      buildMember({ mobile: '9811100001', name: 'Salim Qureshi', mosqueId: tree.harbourMosque }),
    );
    const file = [
      'Name,Relation,Mobile,Age,Gender',
      'Salim Qureshi,Self,9811100001,40,M',
      'Rukhsana Qureshi,Wife,,35,F',
      'Adil Qureshi,Son,9811100001,12,M',
      'Yusuf Mirza,,9822200002,50,Male',
      'Mehrunnisa,Mother,,200,Female',
      'Yusuf Mirza,,9822200002,50,Male',
    ].join('\n');
    const input = { mosqueId: tree.harbourMosque, fileName: 'r.csv', fileBase64: csv(file), consent };
    const res = await t.call('importRegister', input, admin);
    expect(res.body.result).toMatchObject({ pass: true, households: 2, people: 5 });
    expect(res.body.result.problems.map((p) => [p.row, p.messageCode])).toEqual([
      [6, 'registerRowAgeInvalid'],
      [7, 'registerRowRepeated'],
    ]);
    expect(res.body.result.duplicates).toEqual([
      expect.objectContaining({
        row: 2,
        reason: 'mobile',
        other: expect.objectContaining({ kind: 'member', id: member }),
      }),
      expect.objectContaining({
        row: 4,
        reason: 'mobile',
        other: expect.objectContaining({ kind: 'member', id: member }),
      }),
    ]);
    // A later file with a new spelling of a kept person, the same age: flagged against the earlier import.
    const later = await t.call(
      'previewRegisterImport',
      { mosqueId: tree.harbourMosque, fileName: 'r2.csv', fileBase64: csv('Name,Age\nYousuf Mirza,50\n') },
      admin,
    );
    expect(later.body.result.duplicates).toEqual([
      expect.objectContaining({
        row: 2,
        reason: 'nameAndDob',
        other: expect.objectContaining({ kind: 'register', name: 'Yusuf Mirza' }),
      }),
    ]);
  });

  it('takes the mapping the committee chose over the guess', async () => {
    const file = 'Col A,Col B\nAmina Siddiqui,9833300003\n';
    const res = await t.call(
      'previewRegisterImport',
      {
        mosqueId: tree.harbourMosque,
        fileName: 'm.csv',
        fileBase64: csv(file),
        mapping: { name: 'Col A', mobile: 'Col B' },
      },
      admin,
    );
    expect(res.body.result).toMatchObject({ pass: true, people: 1, households: 1, problems: [] });
  });

  it('answers 403 to a volunteer of another masjid or without the grant, 404 for no masjid', async () => {
    const input = { mosqueId: tree.oldMosque, fileName: 'r.csv', fileBase64: csv('Name\nA\n') };
    expect((await t.call('previewRegisterImport', input, otherKeeper)).status).toBe(403);
    expect((await t.call('previewRegisterImport', input, plainVolunteer)).status).toBe(403);
    expect((await t.call('getRegisterImports', { mosqueId: tree.oldMosque }, otherKeeper)).status).toBe(403);
    expect((await t.call('getRegisterImports', { mosqueId: randomUUID() }, admin)).status).toBe(404);
  });

  it("reads the caller's own progress, and nobody else's", async () => {
    const progressKey = `test-${randomUUID()}`;
    await t.call(
      'previewRegisterImport',
      { mosqueId: tree.oldMosque, fileName: 'r.csv', fileBase64: csv('Name\nA\nB\n'), progressKey },
      keeper,
    );
    expect((await t.call('getRegisterImportProgress', { progressKey }, keeper)).body.result).toEqual({
      stage: 'done',
      done: 2,
      total: 2,
    });
    expect((await t.call('getRegisterImportProgress', { progressKey }, admin)).body.result).toEqual({
      stage: null,
      done: 0,
      total: 0,
    });
  });
});

describe('a date cell of Excel', () => {
  it('is a date of birth, not approximate', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    sheet.addRow(['Name', 'Date of birth']);
    sheet.addRow(['Nafisa Hashmi', new Date(Date.UTC(1984, 10, 23))]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const res = await t.call(
      'importRegister',
      { mosqueId: tree.newMosque, fileName: 'd.xlsx', fileBase64: bytes, consent },
      otherKeeper,
    );
    expect(res.body.result).toMatchObject({ pass: true, people: 1 });
    const [nafisa] = await t.db.select().from(registerPeople).where(eq(registerPeople.name, 'Nafisa Hashmi'));
    expect(nafisa).toMatchObject({ dob: '1984-11-23', dobApproximate: false });
  });
});
