import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { todayInIndia } from '../domain/dates';
import type { MemberFilters } from '../domain/functions/directory';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { users } from '../server/db/schema';
import { seed } from '../server/db/seed';
import {
  MEN as DEMO_MEN,
  SURNAMES as DEMO_SURNAMES,
  WOMEN as DEMO_WOMEN,
} from '../server/db/seed/data/demo-members';
import { mergedPageQuery, mergedSearchFirstPageQuery } from '../server/directory/directory-page';
import {
  isNameSearch,
  memberCountQuery,
  memberPageQuery,
  memberSortKey,
  membersWhere,
  searchFirstPageQuery,
} from '../server/directory/member-queries';
import {
  registerCountQuery,
  registerPageIdsQuery,
  registerWhere,
} from '../server/directory/register-queries';
import { scopeOf } from '../server/policy/scope';
import { createSession } from '../server/sign-in/sessions';
import { openBenchDatabase } from './support/bench-database';
import { generateNationalPlaces } from './support/national-places';
import { explainQuery, type Timing, time } from './support/timing';

/**
 * The members directory (getMembers) at national scale, through the HTTP API: members spread over
 * national_places.ts's ~230k masjids, each with two or three family members. Measures the first page (50,
 * with its total) for an admin with each single filter, name searches in three scripts, a deep keyset page,
 * and volunteers whose Area scope is the district and the state with the most members (the same places every
 * run); prints p50/p95/p99 and OVER BUDGET past the budget (p95 at most 20 ms), an anchor (a public read of
 * ten places through the same app, before and after the calls), EXPLAIN (ANALYZE, BUFFERS) of the slowest call
 * and of any over budget, and the overview (getMembersOverview) of the admin, the state and the district
 * (p95 at most 50 ms).
 * The masjids' register (decision 0014) is there too: [heads] households (default 200,000) of three people
 * each over every 230th masjid (about 1,000 registers of 200), which the admin's calls and a masjid
 * volunteer's list beside the members; the register side's own plans are printed, and a sequential scan of
 * register_people fails the run.
 * Usage: npx tsx bench/members-directory.ts [members] [heads] (default 1,000,000 and 200,000; family members
 * are 2.5 times as many). DATABASE_URL=postgres://… runs it on PostgreSQL in a scratch database, dropped at the end.
 * The data is vacuumed before measuring.
 */
const [memberCount = 1_000_000, headCount = 200_000] = process.argv.slice(2).map(Number);
const BUDGET_P95_MS = 20;
/** The directory's overview (its charts), for any caller. */
const OVERVIEW_BUDGET_P95_MS = 50;

// The demo members' names, and more: a national list has more names than a demo.
const MEN = [
  ...DEMO_MEN,
  'Mohammed',
  'Ahmed',
  'Asif',
  'Wasim',
  'Nadeem',
  'Sameer',
  'Junaid',
  'Owais',
  'Saqib',
  'Tanveer',
  'Rashid',
  'Khalid',
  'Anwar',
  'Iqbal',
  'Mushtaq',
  'Nawaz',
  'Parvez',
  'Rafiq',
  'Sajid',
  'Shakeel',
  'Suhail',
  'Talha',
  'Umar',
  'Usman',
  'Waseem',
  'Yaseen',
  'Zaheer',
  'Zakir',
  'Hamid',
  'Haris',
];
const WOMEN = [
  ...DEMO_WOMEN,
  'Amina',
  'Bushra',
  'Farah',
  'Gulnaz',
  'Huma',
  'Khadija',
  'Lubna',
  'Mariam',
  'Naaz',
  'Nasreen',
  'Parveen',
  'Rehana',
  'Rizwana',
  'Sadia',
  'Salma',
  'Samina',
  'Shagufta',
  'Shehnaz',
  'Sultana',
  'Tahira',
  'Uzma',
  'Wahida',
  'Yasmeen',
  'Zarina',
  'Zeba',
  'Zubaida',
  'Aliya',
  'Anjum',
  'Firdaus',
  'Hina',
];
const SURNAMES = [
  ...DEMO_SURNAMES,
  'Ali',
  'Hussain',
  'Malik',
  'Baig',
  'Chaudhary',
  'Farooqui',
  'Ghazi',
  'Haider',
  'Jafri',
  'Kazmi',
  'Lodhi',
  'Momin',
  'Naqvi',
  'Osmani',
  'Pasha',
  'Qadri',
  'Rizvi',
  'Saifi',
  'Tyagi',
  'Usmani',
  'Warsi',
  'Zaidi',
  'Abbasi',
  'Bukhari',
  'Chishti',
  'Darwesh',
  'Farooqi',
  'Gilani',
  'Hakim',
  'Idrisi',
];
// One member in twenty writes their name in Urdu, one in twenty in Devanagari.
// Ten first names and ten surnames in each script: a full name is then about 500 members nationwide.
const URDU_FIRST = ['فرحان', 'عائشہ', 'محمد', 'زینب', 'عمران', 'فاطمہ', 'یوسف', 'ثنا', 'بلال', 'نازیہ'];
const URDU_LAST = ['قریشی', 'خان', 'انصاری', 'صدیقی', 'شیخ', 'مرزا', 'ہاشمی', 'رحمان', 'پٹھان', 'سید'];
const HINDI_FIRST = ['फ़रहान', 'आयशा', 'मोहम्मद', 'ज़ैनब', 'इमरान', 'फ़ातिमा', 'यूसुफ़', 'सना', 'बिलाल', 'नाज़िया'];
const HINDI_LAST = ['क़ुरैशी', 'ख़ान', 'अंसारी', 'सिद्दीक़ी', 'शेख़', 'मिर्ज़ा', 'हाशमी', 'रहमान', 'पठान', 'सैयद'];

/** `list[1 + (expr mod length)]` in SQL: a name picked by the row number, the same on every run. */
const pick = (list: string[], expr: string): SQL =>
  sql.raw(`(array[${list.map((s) => `'${s}'`).join(',')}])[1 + (${expr}) % ${list.length}]`);

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'off',
  DEMO_DATA: 'off',
  // A few sessions make every call; the per-session limit (300 a minute) would otherwise stop the run.
  API_SESSION_PER_MINUTE: '100000000',
});
const { database, engine, close } = await openBenchDatabase();
let failures = 0;
try {
  await database.migrate();
  await seed(database.db, config);
  const { db } = database;
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  const t0 = performance.now();
  await generateNationalPlaces(db, { citiesPer: 10, localitiesPer: 10, mosquesPer: 3 });
  await db.execute(sql`create temporary table numbered_mosques as
  select id, row_number() over (order by id) as n from mosques`);
  await db.execute(sql`create index on numbered_mosques (n)`);
  const [{ masjids } = { masjids: 0 }] = await rows<{ masjids: number }>(
    sql`select count(*)::int as masjids from numbered_mosques`,
  );
  const tPlaces = performance.now();
  // Members aged 14 to 80, half women; under-18s study, the rest study, work, both or neither. Each member
  // has two or three family members (2.5 on average). In batches, so no one statement's transaction holds
  // the whole insert; the area columns fill by trigger, as for a member who registers.
  const BATCH = 100_000;
  for (let from = 1; from <= memberCount; from += BATCH) {
    const to = Math.min(memberCount, from + BATCH - 1);
    await db.execute(sql`
    with numbered as (
      select g, (current_date - (14 * 365 + (g::bigint * 7907) % (66 * 365))::int) as dob,
             m.id as mosque_id
      from generate_series(${from}::int, ${to}::int) g
      join numbered_mosques m on m.n = 1 + (g::bigint * 7919) % ${masjids}
    ), described as (
      select *, case when dob > current_date - 18 * 365 then 'student'
                     else (array['student','working','working','student-working','not working'])[1 + g % 5]
                end as category
      from numbered
    ), inserted as (
      insert into users (unique_id, role, notice_version, name, mobile, gender, dob, address, mosque_id, category, details)
      select 'AJ-B' || g, 'user', 1,
        case when g % 20 = 0 then ${pick(URDU_FIRST, 'g / 20')} || ' ' || ${pick(URDU_LAST, 'g / 200')}
             when g % 20 = 10 then ${pick(HINDI_FIRST, 'g / 20')} || ' ' || ${pick(HINDI_LAST, 'g / 200')}
             when g % 2 = 0 then ${pick(MEN, 'g / 2')} || ' ' || ${pick(SURNAMES, 'g / 100')}
             else ${pick(WOMEN, 'g / 2')} || ' ' || ${pick(SURNAMES, 'g / 100')} end,
        '7' || lpad(g::text, 9, '0'),
        case when g % 2 = 0 then 'male' else 'female' end,
        dob, 'House ' || g || ', Street ' || (g % 97), mosque_id, category,
        case category
          when 'working' then jsonb_build_object('workType', 1 + g % 10, 'workTypeName', 'Work ' || (1 + g % 10))
          when 'not working' then jsonb_build_object('reason', 1 + g % 5, 'reasonName', 'Reason ' || (1 + g % 5))
          else jsonb_build_object('education', 1 + g % 8, 'educationName', 'Education ' || (1 + g % 8),
                 'educationLevel', 1 + g % 20, 'educationLevelName', 'Level ' || (1 + g % 20)) end
      from described
      returning id, unique_id, name, dob
    )
    insert into family_members (user_id, unique_id, name, dob, gender, relation, category)
    select i.id, i.unique_id || '-F' || f,
      ${pick(WOMEN, 'f + length(i.unique_id)')} || ' ' || split_part(i.name, ' ', 2),
      i.dob + (365 * 25 + f * 700), case when f % 2 = 0 then 'male' else 'female' end,
      case f when 1 then 'Wife' when 2 then 'Son' else 'Daughter' end,
      case f when 1 then 'not working' else 'student' end
    from inserted i, generate_series(1, 2 + (hashtext(i.unique_id) & 1)) f`);
  }
  // The register: every 230th masjid keeps one, of headCount households in all, each a head (a man or a woman
  // of 25 to 80, a third of the ages approximate), a wife and a son, named from the members' lists.
  const tRegister = performance.now();
  await db.execute(sql`create temporary table register_mosques as
  select id, row_number() over (order by id) as r from numbered_mosques where n % 230 = 0`);
  const [{ registers } = { registers: 0 }] = await rows<{ registers: number }>(
    sql`select count(*)::int as registers from register_mosques`,
  );
  await db.execute(sql`
  insert into register_imports (mosque_id, file_name, file_sha256, consent_how, consent_date, households, people)
  select id, 'register.xlsx', md5(id::text), 'Census of 2025', current_date, 0, 0 from register_mosques`);
  await db.execute(sql`
  insert into register_households (mosque_id, import_id, household_key)
  select i.mosque_id, i.id, 'H' || h
  from register_imports i
  join register_mosques m on m.id = i.mosque_id,
  generate_series(1, ceil(${headCount}::numeric / ${registers})::int) h
  where (m.r - 1) * ceil(${headCount}::numeric / ${registers})::int + h <= ${headCount}`);
  await db.execute(sql`
  with numbered as (
    select h.*, row_number() over (order by h.id) as g from register_households h
  )
  insert into register_people (household_id, mosque_id, import_id, row_number, is_head, name, mobile, relation,
    gender, dob, dob_approximate, fingerprint)
  select n.id, n.mosque_id, n.import_id, 1 + k, k = 1,
    case when k = 1 and n.g % 2 = 0 then ${pick(MEN, 'n.g / 2')} || ' ' || ${pick(SURNAMES, 'n.g / 100')}
         when k = 1 then ${pick(WOMEN, 'n.g / 2')} || ' ' || ${pick(SURNAMES, 'n.g / 100')}
         when k = 2 then ${pick(WOMEN, 'n.g + 7')} || ' ' || ${pick(SURNAMES, 'n.g / 100')}
         else ${pick(MEN, 'n.g + 3')} || ' ' || ${pick(SURNAMES, 'n.g / 100')} end,
    case when k = 1 then '8' || lpad(n.g::text, 9, '0') end,
    case k when 1 then null when 2 then 'Wife' else 'Son' end,
    case when k = 3 or (k = 1 and n.g % 2 = 0) then 'male' else 'female' end,
    current_date - (25 * 365 + (n.g::bigint * 7907) % (55 * 365))::int + (k - 1) * 3000,
    n.g % 3 = 0, md5(n.id::text || k)
  from numbered n, generate_series(1, 3) k`);
  // A volunteer of one masjid that keeps a register: they see its households beside its members.
  const [registerMosque] = await rows<{ id: string }>(
    sql`select id from register_mosques order by r limit 1`,
  );
  const [mosqueVolunteer] = await db
    .insert(users)
    .values({
      uniqueId: 'VL-BENCH-M',
      role: 'volunteer',
      email: 'bench-volunteer-m@test.local',
      name: 'Volunteer of a masjid with a register',
      scopeLevel: 'Mosque',
      scopeMosqueId: registerMosque!.id,
    })
    .returning();
  console.log(
    `register: ${headCount} households (${headCount * 3} people) over ${registers} masjids in ${((performance.now() - tRegister) / 1000).toFixed(1)} s`,
  );
  // Staff: an admin, and volunteers whose Area scope is the state and the district with the most members, so
  // that every run measures the same, heaviest places (picking by id order drew a different state each run).
  const [state] = await rows<{ id: string; name: string }>(sql`
  select l.id, l.name from users u join locations l on l.id = u.state_id where u.role = 'user'
  group by l.id, l.name order by count(*) desc, l.id limit 1`);
  const [district] = await rows<{ id: string; name: string }>(sql`
  select l.id, l.name from users u join locations l on l.id = u.district_id where u.role = 'user'
  group by l.id, l.name order by count(*) desc, l.id limit 1`);
  const [admin] = await db
    .insert(users)
    .values({ uniqueId: 'AD-BENCH-1', role: 'admin', email: 'bench-admin@test.local', name: 'Bench Admin' })
    .returning();
  const [districtVolunteer, stateVolunteer] = await db
    .insert(users)
    .values(
      [district!, state!].map((area, i) => ({
        uniqueId: `VL-BENCH-${i}`,
        role: 'volunteer' as const,
        email: `bench-volunteer-${i}@test.local`,
        name: `Volunteer of ${area.name}`,
        scopeLevel: 'Area' as const,
        scopeLocationId: area.id,
      })),
    )
    .returning();
  // Vacuumed as autovacuum would leave a server in service: it also merges the trigram index's pending list,
  // which a bulk insert leaves long (a name search read it whole: 25 ms instead of 8 for a full name).
  await db.execute(sql`vacuum analyze`);
  const [counts] = await rows<{ u: number; f: number; orphans: number; d: number; s: number }>(sql`select
  (select count(*)::int from users where role = 'user') as u, (select count(*)::int from family_members) as f,
  (select count(*)::int from users where role = 'user' and district_id is null) as orphans,
  (select count(*)::int from users where role = 'user' and district_id = ${district!.id}) as d,
  (select count(*)::int from users where role = 'user' and state_id = ${state!.id}) as s`);
  console.log(
    `${engine}: ${masjids} masjids in ${((tPlaces - t0) / 1000).toFixed(1)} s; ` +
      `${counts!.u} members and ${counts!.f} family members in ${((performance.now() - tPlaces) / 1000).toFixed(1)} s; ` +
      `district ${district!.name}: ${counts!.d} members, state ${state!.name}: ${counts!.s}`,
  );
  if (counts!.orphans) throw new Error('the member trigger left members without their areas');

  const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.ready();
  const now = () => new Date();
  const tokens = new Map<string, string>();
  for (const who of [admin!, districtVolunteer!, stateVolunteer!, mosqueVolunteer!])
    tokens.set(who.id, await createSession(db, { now }, who.id, 'password'));

  type Ask = { locationId?: string; filters?: MemberFilters; cursor?: string };
  async function getMembers(who: typeof admin, ask: Ask) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/getMembers',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(who!.id)}` },
      payload: JSON.stringify({ data: { ...ask, limit: 50 } }),
    });
    if (res.statusCode !== 200) throw new Error(`getMembers: HTTP ${res.statusCode} ${res.body}`);
    return (res.json() as { result: { users: unknown[]; total?: number; nextCursor: string | null } }).result;
  }

  // A cursor deep in the national list: the page after the 500,000th member by name.
  const [middle] = await rows<{ name: string; id: string }>(sql`
  select coalesce(name, '') as name, id from users where role = 'user'
  order by coalesce(name, ''), id offset ${Math.floor(memberCount / 2)} limit 1`);
  const deepCursor = Buffer.from(JSON.stringify([middle!.name, middle!.id])).toString('base64url');

  const today = todayInIndia(new Date());
  // `budget: false`: reported, not held to the budget (see bench/README.md, "Members directory").
  const cases: { label: string; who: typeof admin; ask: Ask; budget?: false }[] = [
    { label: 'admin, everyone', who: admin, ask: {} },
    { label: 'admin, name "Farhan Qureshi"', who: admin, ask: { filters: { name: 'Farhan Qureshi' } } },
    {
      label: 'admin, name "farhan" (a first name, 10,000+ nationwide)',
      who: admin,
      ask: { filters: { name: 'farhan' } },
      budget: false,
    },
    { label: 'admin, name "فرحان قریشی" (Urdu)', who: admin, ask: { filters: { name: 'فرحان قریشی' } } },
    {
      label: 'admin, name "मोहम्मद अंसारी" (Devanagari)',
      who: admin,
      ask: { filters: { name: 'मोहम्मद अंसारी' } },
    },
    { label: 'admin, gender female', who: admin, ask: { filters: { gender: 'female' } } },
    { label: 'admin, age 17', who: admin, ask: { filters: { age: 17 } } },
    { label: 'admin, category working', who: admin, ask: { filters: { category: 'working' } } },
    {
      label: 'admin, category student, subCategory 5',
      who: admin,
      ask: { filters: { category: 'student', subCategory: 5 } },
    },
    { label: 'admin, level 9', who: admin, ask: { filters: { level: 9 } } },
    {
      label: 'admin, female students aged 17',
      who: admin,
      ask: { filters: { gender: 'female', age: 17, category: 'student' } },
    },
    { label: 'admin, a page deep in the list (keyset)', who: admin, ask: { cursor: deepCursor } },
    // The generator's numbers are 7 and the row number: 100 members in a million end in any four digits.
    { label: 'admin, mobile ending "3456"', who: admin, ask: { filters: { name: '3456' } } },
    { label: 'admin, a whole mobile number', who: admin, ask: { filters: { name: '7000500000' } } },
    { label: `district volunteer (${district!.name}), everyone`, who: districtVolunteer, ask: {} },
    {
      label: 'district volunteer, female students aged 17',
      who: districtVolunteer,
      ask: { filters: { gender: 'female', age: 17, category: 'student' } },
    },
    { label: 'district volunteer, name "khan"', who: districtVolunteer, ask: { filters: { name: 'khan' } } },
    { label: `state volunteer (${state!.name}), everyone`, who: stateVolunteer, ask: {} },
    {
      label: 'state volunteer, female students aged 17',
      who: stateVolunteer,
      ask: { filters: { gender: 'female', age: 17, category: 'student' } },
    },
    { label: 'state volunteer, name "farhan"', who: stateVolunteer, ask: { filters: { name: 'farhan' } } },
    {
      label: 'state volunteer, mobile ending "3456"',
      who: stateVolunteer,
      ask: { filters: { name: '3456' } },
    },
    // The register beside the members (the admin's calls above list it too).
    { label: 'masjid volunteer (a masjid with a register), everyone', who: mosqueVolunteer, ask: {} },
    {
      label: 'masjid volunteer, name "khan"',
      who: mosqueVolunteer,
      ask: { filters: { name: 'khan' } },
    },
    { label: `admin, state ${state!.name} asked for`, who: admin, ask: { locationId: state!.id } },
  ];

  // The anchor: a public read of ten rows by primary key through the same app, timed before and after the
  // directory's calls, so a slow figure can be told from a busy machine (this one has 2 shared cores).
  const anchor = () =>
    time(
      'anchor',
      async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/getLocations',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ data: { parentId: district!.id } }),
        });
        if (res.statusCode !== 200) throw new Error(`getLocations: HTTP ${res.statusCode}`);
      },
      { runs: 100, warmup: 20 },
    );
  const anchors = [await anchor()];
  const results: (Timing & { note: string; case: (typeof cases)[number] })[] = [];
  for (const c of cases) {
    let note = '';
    const timing = await time(
      c.label,
      async () => {
        const reply = await getMembers(c.who, c.ask);
        note = `${reply.users.length} of ${reply.total ?? 'a later page'}`;
      },
      { runs: 100, warmup: 20 },
    );
    const pass = timing.p95 <= BUDGET_P95_MS;
    if (!pass && c.budget !== false) failures += 1;
    results.push({ ...timing, note, case: c });
    console.log(
      `${c.label}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms (${note}) ${c.budget === false ? 'no budget' : pass ? 'PASS' : 'OVER BUDGET'}`,
    );
  }
  anchors.push(await anchor());

  console.log(`\n| Call | Result | p50 | p95 | p99 |\n|---|---|---|---|---|`);
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.note} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`,
    );
  for (const [i, a] of anchors.entries())
    console.log(
      `| anchor: getLocations of ${district!.name}, ${i === 0 ? 'before' : 'after'} | 10 rows | ${a.p50.toFixed(1)} ms | ${a.p95.toFixed(1)} ms | ${a.p99.toFixed(1)} ms |`,
    );

  // The plans of the slowest call held to the budget, and of each call that is not: the page and the count
  // that listMembers sends.
  const budgeted = results.filter((r) => r.case.budget !== false);
  const slowest = budgeted.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  for (const r of new Set([
    slowest,
    ...results.filter((x) => x.case.budget === false || x.p95 > BUDGET_P95_MS),
  ])) {
    const filters = r.case.ask.filters ?? {};
    const asked = { locationId: r.case.ask.locationId ?? null, filters };
    const where = await membersWhere(db, scopeOf(r.case.who!), asked, today);
    const register = await registerWhere(db, r.case.who!, asked, today);
    const cursor = r.case.ask.cursor ? { after: middle!.name, id: middle!.id } : null;
    // A name search's first page reads its matches once, for the page and the total (searchFirstPage); with
    // the register, each side's once (mergedSearchFirstPageQuery). The cards are then read by id.
    const sides = { members: where, register: register! };
    const queries =
      isNameSearch(filters) && !cursor
        ? ([
            [
              'page and total',
              register
                ? mergedSearchFirstPageQuery(db, sides, filters, 50)
                : searchFirstPageQuery(db, where, memberSortKey(filters), 50),
            ],
          ] as const)
        : ([
            [
              'page',
              register
                ? mergedPageQuery(db, sides, filters, cursor, 50)
                : memberPageQuery(db, where, memberSortKey(filters), cursor, 50),
            ],
            ['count', memberCountQuery(db, where)],
            ...(register ? ([['register count', registerCountQuery(db, register.where)]] as const) : []),
          ] as const);
    for (const [label, query] of queries) {
      const plan = await explainQuery(db, query);
      const seq = plan.scans.some(
        (x) =>
          x.startsWith('Seq Scan on users') ||
          x.startsWith('Seq Scan on family') ||
          // A count of many heads may stop early in a sequential scan; a page may not.
          (label !== 'register count' && x.startsWith('Seq Scan on register_people')),
      );
      if (seq) failures += 1;
      console.log(`\nEXPLAIN ${r.label}, ${label}: ${plan.ms.toFixed(2)} ms${seq ? ' SEQ SCAN' : ''}`);
      console.log(plan.text);
    }
  }

  // The register side's own page and count for the admin's filters, a state asked for and the masjid volunteer:
  // each must come from the register's indexes (a head name index, the dob or mobile-end index, the trigrams).
  const registerCases: [string, typeof admin, { locationId: string | null; filters: MemberFilters }][] = [
    ['admin, everyone', admin, { locationId: null, filters: {} }],
    ['admin, age 17', admin, { locationId: null, filters: { age: 17 } }],
    ['admin, gender female', admin, { locationId: null, filters: { gender: 'female' } }],
    ['admin, mobile ending "3456"', admin, { locationId: null, filters: { name: '3456' } }],
    ['admin, name "farhan"', admin, { locationId: null, filters: { name: 'farhan' } }],
    [`admin, state ${state!.name}`, admin, { locationId: state!.id, filters: {} }],
    [`admin, district ${district!.name}`, admin, { locationId: district!.id, filters: {} }],
    ['masjid volunteer, everyone', mosqueVolunteer, { locationId: null, filters: {} }],
  ];
  for (const [label, who, asked] of registerCases) {
    const register = (await registerWhere(db, who!, asked, today))!;
    for (const [part, query] of [
      ['page', registerPageIdsQuery(db, register.where, register.sortKey, null, 50)],
      ['count', registerCountQuery(db, register.where)],
    ] as const) {
      const plan = await explainQuery(db, query);
      // A count may stop early in a sequential scan when the heads it counts are many; a page may not.
      const seq = part === 'page' && plan.scans.some((x) => x.startsWith('Seq Scan on register_people'));
      if (seq || plan.ms > BUDGET_P95_MS) failures += 1;
      console.log(
        `register side, ${label}, ${part}: ${plan.ms.toFixed(2)} ms${seq ? ' SEQ SCAN' : ''}; ${plan.scans.join('; ')}`,
      );
    }
  }

  // The overview of the directory's charts, for everyone (the admin), the state and the district.
  for (const [label, who] of [
    ['admin (everyone)', admin],
    [`state volunteer (${state!.name})`, stateVolunteer],
    [`district volunteer (${district!.name})`, districtVolunteer],
  ] as const) {
    const overview = await time(
      'overview',
      async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/getMembersOverview',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(who!.id)}` },
          payload: JSON.stringify({ data: {} }),
        });
        if (res.statusCode !== 200) throw new Error(`getMembersOverview: HTTP ${res.statusCode}`);
      },
      { runs: 50, warmup: 5 },
    );
    const pass = overview.p95 <= OVERVIEW_BUDGET_P95_MS;
    if (!pass) failures += 1;
    console.log(
      `getMembersOverview, ${label}: p50 ${overview.p50.toFixed(1)} ms, p95 ${overview.p95.toFixed(1)} ms, p99 ${overview.p99.toFixed(1)} ms ${pass ? 'PASS' : 'OVER BUDGET'}`,
    );
  }
  await app.close();
} finally {
  await close();
}
if (failures) {
  console.error(`${failures} OVER BUDGET (or a sequential scan)`);
  process.exitCode = 1;
}
