import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seed } from '../server/db/seed';
import { systemClock } from '../server/lib/clock';
import { createSession } from '../server/sign-in/sessions';
import { openBenchDatabase } from './support/bench-database';
import { generateNationalPlaces } from './support/national-places';

/**
 * The register's import at its limit (docs/decisions/0014-masjid-register.md): a 50,000-row Excel register of
 * 12,500 households (a Ghar no. column, a head with a mobile and three more people each, names drawn from 120
 * first, 40 middle and 60 last names, ages 1 to 85) for one masjid that already has 2,000 members, previewed
 * and then imported through the HTTP API as an admin, the file sent in base64 as the screen sends it. Beside
 * it in the same run: an anchor (a fixed sort of 1,000,000 numbers, before and after) and the portal's reads
 * (getLocations of the states, as a member's picker asks) timed idle and again while the import runs.
 * Usage: npx tsx bench/register-import.ts [rows]; DATABASE_URL=postgres://… runs it on PostgreSQL.
 */
const BUDGET_PREVIEW_MS = 15_000;
const BUDGET_IMPORT_MS = 30_000;
const READS_RATIO = 2;
const ROWS = Number(process.argv[2] ?? 50_000);
const MEMBERS = 2_000;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const verdict = (ok: boolean) => (ok ? 'met' : 'OVER BUDGET');

function anchor(): number {
  let seed = 42;
  const numbers = Array.from({ length: 1_000_000 }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed;
  });
  const start = performance.now();
  numbers.sort((a, b) => a - b);
  return performance.now() - start;
}

/** Every way with every ending: `crossed(['Ali', 'Raza'], ['', 'uddin'])` is Ali, Raza, Aliuddin, Razauddin. */
const crossed = (stems: string[], endings: string[]) => endings.flatMap((e) => stems.map((s) => `${s}${e}`));
const FIRST = crossed(
  [
    'Mohammed',
    'Abdul',
    'Syed',
    'Imran',
    'Ayesha',
    'Fatima',
    'Zainab',
    'Arif',
    'Salim',
    'Rashid',
    'Nasreen',
    'Shabana',
  ],
  ['', 'a', 'uddin', 'ullah', 'i', 'an', 'ar', 'een', 'ah', 'ul'],
);
const MIDDLE = crossed(
  ['Ali', 'Hasan', 'Husain', 'Raza', 'Akhtar', 'Iqbal', 'Jamal', 'Kamal', 'Nawaz', 'Rafiq'],
  ['', 'uddin', 'ullah', 'i'],
);
const LAST = crossed(
  [
    'Khan',
    'Qureshi',
    'Ansari',
    'Shaikh',
    'Siddiqui',
    'Pathan',
    'Mirza',
    'Baig',
    'Hashmi',
    'Rizvi',
    'Malik',
    'Farooqui',
  ],
  ['', ' Sahab', 'i', ' Saheb', 'ee'],
);

/** A 50,000-row register as a committee's Excel file: its bytes. */
async function registerFile(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Register');
  sheet.addRow([
    'Ghar no.',
    'Name',
    "Father's/Husband's name",
    'Relation',
    'Age',
    'Gender',
    'Mobile',
    'Address',
  ]);
  let r = 0;
  let x = 7;
  const pick = <T>(list: readonly T[]) => {
    x = (x * 48_271) % 2_147_483_647;
    return list[x % list.length]!;
  };
  for (let h = 1; r < rows; h++) {
    const last = pick(LAST);
    const head = `${pick(FIRST)} ${pick(MIDDLE)} ${last}`;
    const address = `${h} Mohalla ${h % 300}, Old City`;
    const people: [string, string, string, number, string, string][] = [
      [
        head,
        `${pick(FIRST)} ${pick(MIDDLE)} ${last}`,
        'Self',
        25 + (h % 60),
        'M',
        String(6_000_000_000 + h * 7),
      ],
      [`${pick(FIRST)} ${pick(MIDDLE)} Begum`, head, 'Wife', 20 + (h % 55), 'F', ''],
      [`${pick(FIRST)} ${pick(MIDDLE)} ${last}`, head, 'Son', 1 + (h % 30), 'M', ''],
      [`${pick(FIRST)} ${pick(MIDDLE)} ${last}`, head, 'Daughter', 1 + ((h * 3) % 30), 'F', ''],
    ];
    for (const [name, father, relation, age, gender, mobile] of people) {
      if (r++ >= rows) break;
      sheet.addRow([h, name, father, relation, age, gender, mobile, address]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BOT_CHECK: 'off', DEMO_DATA: 'off' });
const { database, engine, close } = await openBenchDatabase();
console.log(`${engine}; load at the start: ${load()}`);
await database.migrate();
await seed(database.db, config);
const { db } = database;
await generateNationalPlaces(db, { citiesPer: 1, localitiesPer: 1, mosquesPer: 1 });
const idOf = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
const mosqueId = await idOf(sql`select id from mosques order by id limit 1`);
await db.execute(sql`
  insert into users (unique_id, role, name, mobile, dob, mosque_id, notice_version)
  select 'AJB' || g, 'user', 'Member ' || g || ' Khan', (8000000000 + g)::text, date '1960-01-01' + (g % 20000), ${mosqueId}::uuid, 1
  from generate_series(1, ${MEMBERS}) g`);
await db.execute(
  sql`insert into users (unique_id, role, email) values ('ADBENCH', 'admin', 'bench.admin@test.local')`,
);
const admin = await idOf(sql`select id from users where unique_id = 'ADBENCH'`);
await db.execute(sql`analyze`);
const token = await createSession(db, systemClock, admin, 'password');

const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
await app.ready();
let ip = 0;
const client = () => `10.9.${(ip >> 8) & 255}.${ip++ & 255}`;
const call = async (name: string, data: unknown, auth = true) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${name}`,
    remoteAddress: client(),
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ data }),
  });
  if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json().result;
};

/** getLocations' latencies, as many as `until` lets run, one after another. */
async function readLatencies(until: () => boolean, atLeast = 0): Promise<number[]> {
  const times: number[] = [];
  while (until() || times.length < atLeast) {
    const start = performance.now();
    await call('getLocations', {}, false);
    times.push(performance.now() - start);
  }
  return times;
}
const p99 = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;

const anchorBefore = anchor();
const bytes = await registerFile(ROWS);
const fileBase64 = bytes.toString('base64');
console.log(`the file: ${ROWS} rows, ${(bytes.length / 1024 / 1024).toFixed(2)} MB`);
for (let i = 0; i < 50; i++) await call('getLocations', {}, false);
const idle = await readLatencies(() => false, 400);

const input = { mosqueId, fileName: 'register.xlsx', fileBase64 };
let start = performance.now();
const preview = await call('previewRegisterImport', input);
const previewMs = performance.now() - start;
console.log(
  `previewRegisterImport: ${(previewMs / 1000).toFixed(1)} s (${preview.households} households, ${preview.people} people, ${preview.problemCount} problems, ${preview.duplicateCount} duplicates): ${verdict(previewMs <= BUDGET_PREVIEW_MS)} (budget 15 s)`,
);

let running = true;
start = performance.now();
const [imported, during] = await Promise.all([
  call('importRegister', {
    ...input,
    consent: { how: 'Census forms signed by each head of family', date: '2025-06-01' },
  }).finally(() => {
    running = false;
  }),
  readLatencies(() => running),
]);
const importMs = performance.now() - start;
console.log(
  `importRegister: ${(importMs / 1000).toFixed(1)} s (${imported.households} households, ${imported.people} people): ${verdict(importMs <= BUDGET_IMPORT_MS)} (budget 30 s)`,
);
const [idle99, during99] = [p99(idle), p99(during)];
console.log(
  `getLocations p99: idle ${idle99.toFixed(2)} ms over ${idle.length} calls, during the import ${during99.toFixed(2)} ms over ${during.length} calls (${(during99 / idle99).toFixed(2)}×): ${verdict(during99 <= READS_RATIO * idle99)} (budget 2×)`,
);
console.log(
  `anchor (sort of 1,000,000 numbers): ${anchorBefore.toFixed(0)} ms before, ${anchor().toFixed(0)} ms after; load at the end: ${load()}`,
);
await app.close();
await close();
