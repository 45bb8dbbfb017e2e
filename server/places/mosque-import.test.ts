import { count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionInput } from '../../domain/catalogue';
import { MSG, say } from '../../domain/messages';
import { auditLog, locations, mosques } from '../db/schema';
import { buildAdmin, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

let t: TestApp;
let tree: SmallTree;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'MI');
  ({ token } = await signedIn(t, buildAdmin({ email: 'mi.admin@test.local' })));
});
afterAll(() => t.close());

const HEADER = 'State,District,City,Locality,Mosque ID,Name,Address,URL';
const csvOf = (rows: string[][]) => [HEADER, ...rows.map((r) => Papa.unparse([r]))].join('\r\n');

/** A district's masjids: 500 rows over 5 cities (2 new) and 50 localities, the names in three scripts. */
function sheet(): string[][] {
  return Array.from({ length: 500 }, (_, i) => {
    const city = i % 5 < 3 ? 'MI North City' : `MI Import City ${i % 5}`;
    const name = [`Masjid-e-Noor ${i}`, `मस्जिद नूर ${i}`, `مسجد نور ${i}`][i % 3]!;
    return [
      'MI North',
      'MI North District',
      city,
      `MI Mohalla ${i % 50}`,
      `MI-${i}`,
      name,
      `${i} Station Road, "Near the well", Block ${i % 7}`,
      `https://example.org/masjid/${i}`,
    ];
  });
}

const call = <N extends 'previewMosqueImport' | 'importMosques'>(name: N, csv: string) =>
  t.call(name, { csv } as FunctionInput<N>, token);
const mosqueCount = async () => (await t.db.select({ n: count() }).from(mosques))[0]!.n;
const locationCount = async () => (await t.db.select({ n: count() }).from(locations))[0]!.n;

describe('a 500-row spreadsheet with 3 bad rows', () => {
  const rows = sheet();
  const bad = rows.map((r) => [...r]);
  bad[9]![0] = 'Atlantis'; // row 11: an unknown state
  bad[99]![7] = 'javascript:alert(1)'; // row 101: a bad url
  bad[299]![4] = 'mi-3'; // row 301: the mosque ID of row 5, in another case

  it('the preview names those 3 rows, and nothing is written', async () => {
    const before = { mosques: await mosqueCount(), locations: await locationCount() };
    const res = await call('previewMosqueImport', `\uFEFF${csvOf(bad)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = res.body.result;
    expect(preview.pass).toBe(false);
    expect(preview.rows).toBe(500);
    expect(preview.problems).toEqual([
      { row: 11, ...say('importStateUnknown', { name: 'Atlantis' }) },
      { row: 101, message: MSG.urlInvalid, messageCode: 'urlInvalid' },
      { row: 301, ...say('importDuplicateInFile', { code: 'mi-3', row: 5 }) },
    ]);
    expect({ mosques: await mosqueCount(), locations: await locationCount() }).toEqual(before);
  });

  it('importing it anyway imports nothing, and says how many rows need fixing', async () => {
    const before = { mosques: await mosqueCount(), locations: await locationCount() };
    const res = await call('importMosques', csvOf(bad));
    expect(res.body.result).toMatchObject({
      pass: false,
      imported: 0,
      ...say('importHasProblems', { count: 3 }),
    });
    expect(res.body.result.problems).toHaveLength(3);
    expect({ mosques: await mosqueCount(), locations: await locationCount() }).toEqual(before);
  });

  it('once fixed, all 500 are imported in one write, with the new cities and localities, and the pickers offer them', async () => {
    const preview = (await call('previewMosqueImport', csvOf(rows))).body.result;
    expect(preview).toMatchObject({ pass: true, rows: 500, problems: [] });
    const inDistrict = async () =>
      (await t.call('getMosquesInArea', { locationId: tree.northDistrict }, token)).body.result.total;
    const before = await inDistrict();
    const audits = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const res = await call('importMosques', csvOf(rows));
    expect(res.body.result).toMatchObject({
      pass: true,
      imported: 500,
      newLocations: preview.newLocations,
      ...say('mosquesImported', { count: 500 }),
    });
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(audits + 1);
    const [audit] = await t.db.select().from(auditLog).orderBy(sql`${auditLog.createdAt} desc`).limit(1);
    expect(audit).toMatchObject({ action: 'mosque.import', targetType: 'mosque' });

    expect(await inDistrict()).toBe((before ?? 0) + 500);
    // The picker: North City's localities now include the new mohallas, and each offers its masjids.
    const localities = (await t.call('getLocations', { parentId: tree.northCity })).body.result;
    const mohalla0 = localities.find((l) => l.name === 'MI Mohalla 0')!;
    const offered = (await t.call('getMosques', { locationId: mohalla0.id })).body.result;
    expect(offered.map((m) => m.name).sort()).toEqual(
      rows
        .filter((r) => r[3] === 'MI Mohalla 0' && r[2] === 'MI North City')
        .map((r) => r[5])
        .sort(),
    );
    const [hindi] = await t.db.select().from(mosques).where(eq(mosques.code, 'MI-1'));
    expect(hindi).toMatchObject({ name: 'मस्जिद नूर 1', address: '1 Station Road, "Near the well", Block 1' });
  });

  it('the same file again is refused row by row: every mosque ID is taken', async () => {
    const preview = (await call('previewMosqueImport', csvOf(rows))).body.result;
    expect(preview.pass).toBe(false);
    expect(preview.problems).toHaveLength(500);
    expect(preview.problems[0]).toEqual({ row: 2, ...say('mosqueIdTaken', { code: 'MI-0' }) });
  });
});

describe('reading a sheet', () => {
  it('takes the columns in any order and case, a BOM, quoted commas and line breaks, and blank lines', async () => {
    const csv = [
      '\uFEFFname,URL,mosque id,Address,LOCALITY,City,District,State',
      '"Masjid, the Old",https://example.org/o,MI-Q1,"Line one',
      'Line two",MI Old Town,MI North City,MI North District,MI North',
      '',
      ',,,,,,,',
    ].join('\n');
    const preview = (await call('previewMosqueImport', csv)).body.result;
    expect(preview).toEqual({ pass: true, rows: 1, newLocations: 0, problems: [] });
  });

  it('names the missing columns, an empty file, and each empty cell', async () => {
    const missing = (await call('previewMosqueImport', 'State,District,Name\nA,B,C')).body.result;
    expect(missing.problems).toEqual([
      {
        row: 1,
        ...say('importColumnsMissing', {
          columns: 'State, District, City, Locality, Mosque ID, Name, Address, URL',
          missing: 'City, Locality, Mosque ID, Address, URL',
        }),
      },
    ]);
    const empty = (await call('previewMosqueImport', HEADER)).body.result;
    expect(empty.problems).toEqual([{ row: 1, ...say('importEmpty') }]);
    const blanks = (await call('previewMosqueImport', `${HEADER}\nMI North,,,,,,,`)).body.result;
    expect(blanks.problems.map((p: { message: string }) => p.message)).toEqual([
      say('importFieldRequired', { column: 'District' }).message,
      say('importFieldRequired', { column: 'City' }).message,
      say('importFieldRequired', { column: 'Locality' }).message,
      MSG.mosqueIdRequired,
      MSG.nameRequired,
      MSG.addressRequired,
      MSG.urlRequired,
    ]);
    expect(blanks.problems.every((p: { row: number }) => p.row === 2)).toBe(true);
  });

  it('names a district that is not in the state', async () => {
    const csv = csvOf([['MI North', 'MI South District', 'C', 'L', 'MI-D1', 'N', 'A', 'https://e.org']]);
    expect((await call('previewMosqueImport', csv)).body.result.problems).toEqual([
      { row: 2, ...say('importDistrictUnknown', { name: 'MI South District', state: 'MI North' }) },
    ]);
  });
});

describe('export', () => {
  it("writes the area's masjids as the import reads them, safe to open in a spreadsheet", async () => {
    await t.db
      .update(mosques)
      .set({ url: 'https://example.org/h', latitude: 13.0827, longitude: 80.2707 })
      .where(eq(mosques.id, tree.harbourMosque));
    await t.db.insert(mosques).values({
      code: 'MI-F1',
      name: '=HYPERLINK("http://evil")',
      address: 'Near, the "gate"',
      url: 'https://example.org/f',
      locationId: tree.harbour,
    });
    const res = await t.call('exportMosques', { locationId: tree.south }, token);
    const { pass, fileName, csv } = res.body.result;
    expect(pass).toBe(true);
    expect(fileName).toMatch(/^masjids-mi-south-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'State',
      'District',
      'City',
      'Locality',
      'Mosque ID',
      'Name',
      'Address',
      'URL',
      'Latitude',
      'Longitude',
    ]);
    // A masjid's point is written as it is kept; one without a point leaves both cells empty.
    expect(parsed.find((r) => r[4] === 'MI-HBR')?.slice(8)).toEqual(['13.0827', '80.2707']);
    const formula = parsed.find((r) => r[4] === 'MI-F1')!;
    // A spreadsheet shows the text and never runs it as a formula.
    expect(formula).toEqual([
      'MI South',
      'MI South District',
      'MI South City',
      'MI Harbour',
      'MI-F1',
      `'=HYPERLINK("http://evil")`,
      'Near, the "gate"',
      'https://example.org/f',
      '',
      '',
    ]);
    expect(parsed.map((r) => r[4])).not.toContain('MI-OLD');

    // Read back by the import: the formula quote is dropped again, and every ID is already taken.
    await t.db.delete(mosques).where(eq(mosques.code, 'MI-F1'));
    const again = (await call('previewMosqueImport', csv)).body.result;
    expect(again.problems.filter((p) => p.messageCode !== 'mosqueIdTaken')).toEqual([]);
    expect(again.problems).toHaveLength(parsed.length - 2);
    const onlyF1 = Papa.unparse([parsed[0]!, formula]);
    expect((await call('importMosques', onlyF1)).body.result).toMatchObject({ pass: true, imported: 1 });
    const [back] = await t.db.select().from(mosques).where(eq(mosques.code, 'MI-F1'));
    expect(back?.name).toBe('=HYPERLINK("http://evil")');
  });
});

describe('the Latitude and Longitude columns', () => {
  const POINT_HEADER = `${HEADER},Latitude,Longitude`;
  const row = (code: string, latitude: string, longitude: string) =>
    Papa.unparse([
      [
        'MI North',
        'MI North District',
        'MI North City',
        'MI Old Town',
        code,
        `Masjid ${code}`,
        'Road 1',
        `https://example.org/${code}`,
        latitude,
        longitude,
      ],
    ]);
  const pointOf = async (code: string) =>
    (
      await t.db
        .select({ latitude: mosques.latitude, longitude: mosques.longitude })
        .from(mosques)
        .where(eq(mosques.code, code))
    )[0];

  it('imports each point, and a row with both cells empty has none', async () => {
    const csv = [POINT_HEADER, row('MI-P1', '28.6507', ' 77.2334 '), row('MI-P2', '', '')].join('\r\n');
    const res = await call('importMosques', csv);
    expect(res.body.result, JSON.stringify(res.body)).toMatchObject({
      pass: true,
      imported: 2,
      problems: [],
    });
    expect(await pointOf('MI-P1')).toEqual({ latitude: 28.6507, longitude: 77.2334 });
    expect(await pointOf('MI-P2')).toEqual({ latitude: null, longitude: null });
  });

  it('takes the columns in any place and case, and a file without them (as before masjids had points)', async () => {
    const reordered = [
      'longitude,LATITUDE,State,District,City,Locality,Mosque ID,Name,Address,URL',
      Papa.unparse([
        [
          '78.4736',
          '17.3604',
          'MI North',
          'MI North District',
          'MI North City',
          'MI Old Town',
          'MI-P3',
          'P3',
          'Road',
          'https://example.org/p3',
        ],
      ]),
    ].join('\r\n');
    expect((await call('importMosques', reordered)).body.result).toMatchObject({ pass: true, imported: 1 });
    expect(await pointOf('MI-P3')).toEqual({ latitude: 17.3604, longitude: 78.4736 });
    const without = csvOf([
      [
        'MI North',
        'MI North District',
        'MI North City',
        'MI Old Town',
        'MI-P4',
        'P4',
        'Road',
        'https://example.org/p4',
      ],
    ]);
    expect((await call('importMosques', without)).body.result).toMatchObject({ pass: true, imported: 1 });
    expect(await pointOf('MI-P4')).toEqual({ latitude: null, longitude: null });
  });

  it('names each row whose point is half given, not a number, or outside India, and imports nothing', async () => {
    const before = await mosqueCount();
    const csv = [
      POINT_HEADER,
      row('MI-Q1', '28.6507', ''), // row 2: the longitude is missing
      row('MI-Q2', '28,6507', '77,2334'), // row 3: a decimal comma
      row('MI-Q3', '77.2334', '28.6507'), // row 4: swapped, so outside India
      row('MI-Q4', '51.5072', '-0.1276'), // row 5: London
      row('MI-Q5', '17.3604', '78.4736'), // row 6: right
    ].join('\r\n');
    const preview = (await call('previewMosqueImport', csv)).body.result;
    expect(preview.problems).toEqual([
      { row: 2, ...say('importPointHalf') },
      { row: 3, ...say('importPointUnreadable') },
      { row: 4, ...say('coordinatesOutsideIndia') },
      { row: 5, ...say('coordinatesOutsideIndia') },
    ]);
    expect((await call('importMosques', csv)).body.result).toMatchObject({ pass: false, imported: 0 });
    expect(await mosqueCount()).toBe(before);
  });
});

describe('the size of a spreadsheet', () => {
  it('takes a 1 MB file, and answers one over the limit with 413', async () => {
    const big = csvOf(
      Array.from({ length: 4000 }, (_, i) => [
        'MI North',
        'MI North District',
        'MI North City',
        'MI Old Town',
        `MI-BIG-${i}`,
        `Big Masjid ${i}`,
        'x'.repeat(200),
        'https://example.org',
      ]),
    );
    expect(big.length).toBeGreaterThan(1_000_000);
    const ok = await call('previewMosqueImport', big);
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ pass: true, rows: 4000 });
    const tooBig = await call('previewMosqueImport', 'x'.repeat(3.5 * 1024 * 1024));
    expect(tooBig.status).toBe(413);
    // A sign-in never takes the spreadsheet's allowance.
    const signIn = await t.send('checkMobileRegistered', {
      phone: '9876543210',
      pad: 'x'.repeat(300 * 1024),
    });
    expect(signIn.status).toBe(413);
  });
});
