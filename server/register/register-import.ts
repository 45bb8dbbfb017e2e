import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { todayInIndia } from '../../domain/dates';
import { type Said, say } from '../../domain/messages';
import { guessMapping } from '../../domain/register/column-guess';
import {
  REGISTER_FILE_MAX_BYTES,
  REGISTER_LISTED_MAX,
  type RegisterMapping,
} from '../../domain/register/register-limits';
import { recordAudit } from '../audit/record-audit';
import { registerImports } from '../db/schema';
import { type Tx, withTransaction } from '../db/transaction';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { progressReporter, type ReportProgress } from './import-progress';
import { registerMosque } from './register-access';
import { findDuplicates } from './register-duplicates';
import { type PlannedPerson, planRegister, type RegisterPlan } from './register-plan';
import { readRegisterSheet } from './register-sheet';

type Ctx = ServiceContext<'db' | 'caller' | 'services'>;
type CheckReply = FunctionOutput<'previewRegisterImport'>;
type Consent = ParsedInput<'importRegister'>['consent'];

/** Rows written per statement: each is one INSERT of arrays (unnest), well under PostgreSQL's parameter cap. */
const BATCH = 2500;

const refusal = (said: Said, columns: string[] = [], mapping: RegisterMapping = {}): CheckReply => ({
  pass: false,
  ...said,
  households: 0,
  people: 0,
  mapping,
  columns,
  alreadyKept: 0,
  problems: [],
  duplicates: [],
  problemCount: 0,
  duplicateCount: 0,
});

/** The dry run's way out of its transaction: everything it wrote is rolled back, its reply kept. */
class DryRun extends Error {
  constructor(readonly reply: CheckReply) {
    super('dry run');
  }
}

/** The mapping given, or the one guessed; refused when it names a column the file lacks, or no name column. */
function mappingFor(columns: string[], given: RegisterMapping | undefined): RegisterMapping | Said {
  const mapping = given ?? guessMapping(columns);
  for (const column of Object.values(mapping))
    if (column != null && !columns.includes(column)) return say('registerColumnUnknown', { column });
  if (!mapping.name) return say('registerNameColumnMissing');
  return mapping;
}

/** An array as one parameter (PostgreSQL's array), not the list of parameters drizzle makes of it. */
const list = (values: unknown[]) => sql.param(values);

async function insertHouseholds(
  tx: Tx,
  mosqueId: string,
  importId: string,
  rows: { id: string; key: string }[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await tx.execute(sql`
      insert into register_households (id, mosque_id, import_id, household_key)
      select id, ${mosqueId}::uuid, ${importId}::uuid, key
      from unnest(${list(part.map((r) => r.id))}::uuid[], ${list(part.map((r) => r.key))}::text[]) as t(id, key)`);
  }
}

async function insertPeople(
  tx: Tx,
  mosqueId: string,
  importId: string,
  people: (PlannedPerson & { householdId: string })[],
  progress: ReportProgress,
) {
  for (let i = 0; i < people.length; i += BATCH) {
    const part = people.slice(i, i + BATCH);
    const col = <T>(pick: (p: (typeof part)[number]) => T) => list(part.map(pick));
    await tx.execute(sql`
      insert into register_people (household_id, mosque_id, import_id, row_number, is_head, name, mobile,
        father_name, relation, dob, dob_approximate, gender, address, fingerprint)
      select household_id, ${mosqueId}::uuid, ${importId}::uuid, row_number, is_head, name, mobile, father_name,
        relation, dob, dob_approximate, gender, address, fingerprint
      from unnest(${col((p) => p.householdId)}::uuid[], ${col((p) => p.row)}::int[], ${col((p) => p.isHead)}::boolean[],
        ${col((p) => p.name)}::text[], ${col((p) => p.mobile)}::text[], ${col((p) => p.fatherName)}::text[],
        ${col((p) => p.relation)}::text[], ${col((p) => p.dob)}::date[], ${col((p) => p.dobApproximate)}::boolean[],
        ${col((p) => p.gender)}::text[], ${col((p) => p.address)}::text[], ${col((p) => p.fingerprint)}::text[])
        as t(household_id, row_number, is_head, name, mobile, father_name, relation, dob, dob_approximate, gender,
          address, fingerprint)`);
    await progress('writing', Math.min(i + BATCH, people.length), people.length);
  }
}

/** The people of the plan not yet in the masjid's register, each given its household, kept or new. */
async function newPeople(tx: Tx, mosqueId: string, plan: RegisterPlan) {
  const kept = new Map<string, string | null>();
  const fingerprints = plan.people.map((p) => p.fingerprint);
  for (let i = 0; i < fingerprints.length; i += 10_000) {
    const result = await tx.execute(sql`
      select fingerprint, household_id from register_people
      where mosque_id = ${mosqueId} and fingerprint = any(${list(fingerprints.slice(i, i + 10_000))}::text[])
      union all
      -- Those who left the register (claimed, merged away, removed) stay out of it (register_retired).
      select fingerprint, null from register_retired
      where mosque_id = ${mosqueId} and fingerprint = any(${list(fingerprints.slice(i, i + 10_000))}::text[])`);
    for (const row of (result as unknown as { rows: { fingerprint: string; household_id: string | null }[] })
      .rows)
      kept.set(row.fingerprint, row.household_id);
  }
  // A household of the file with someone already kept takes its new people into that household.
  const householdOf = new Map<number, string>();
  for (const p of plan.people) {
    const at = kept.get(p.fingerprint);
    if (at && !householdOf.has(p.household)) householdOf.set(p.household, at);
  }
  const made: { id: string; key: string }[] = [];
  const madeIds = new Set<string>();
  const people: (PlannedPerson & { householdId: string })[] = [];
  for (const p of plan.people) {
    if (kept.has(p.fingerprint)) continue;
    let householdId = householdOf.get(p.household);
    const joinsKept = householdId !== undefined && !madeIds.has(householdId);
    if (!householdId) {
      householdId = randomUUID();
      householdOf.set(p.household, householdId);
      made.push({ id: householdId, key: plan.householdKeys[p.household]! });
      madeIds.add(householdId);
    }
    // A kept household keeps its head; a newcomer to it is one of its people.
    people.push({ ...p, householdId, isHead: joinsKept ? false : p.isHead });
  }
  return { alreadyKept: kept.size, households: made, people };
}

/**
 * The preview's and the import's one piece of work (decision 0014): the file read and checked, its new
 * people and their duplicates found in one transaction, then (import) its households and people written and
 * committed with the consent; the preview stops before the writes, so the two cannot disagree.
 */
async function checkRegister(
  ctx: Ctx,
  input: ParsedInput<'previewRegisterImport'>,
  consent: Consent | null,
): Promise<CheckReply & { importId?: string }> {
  await registerMosque(ctx.db, ctx.caller, input.mosqueId);
  const progress = progressReporter(ctx.db, ctx.caller.id, input.progressKey);
  await progress('reading', 0, 0);
  const bytes = Buffer.from(input.fileBase64, 'base64');
  if (bytes.length > REGISTER_FILE_MAX_BYTES)
    return refusal(say('registerFileTooLarge', { mb: REGISTER_FILE_MAX_BYTES / (1024 * 1024) }));
  const sheet = await readRegisterSheet(input.fileName, bytes);
  if ('messageCode' in sheet) return refusal(sheet);
  const mapping = mappingFor(sheet.columns, input.mapping);
  if ('messageCode' in mapping)
    return refusal(mapping, sheet.columns, input.mapping ?? guessMapping(sheet.columns));
  const today = todayInIndia(ctx.services.clock.now());
  const plan = await planRegister(sheet, mapping, today);
  await progress('checking', 0, plan.people.length);

  const work = async (tx: Tx) => {
    // One import of a masjid's register at a time: the second waits, then finds the first one's rows kept.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`register:${input.mosqueId}`}, 0))`);
    const found = await newPeople(tx, input.mosqueId, plan);
    const importId = randomUUID();
    const writes = async () => {
      if (!consent) return;
      await tx.insert(registerImports).values({
        id: importId,
        mosqueId: input.mosqueId,
        fileName: input.fileName,
        fileSha256: createHash('sha256').update(bytes).digest('hex'),
        consentHow: consent.how,
        consentDate: consent.date,
        households: found.households.length,
        people: found.people.length,
        importedBy: ctx.caller.id,
      });
      await insertHouseholds(tx, input.mosqueId, importId, found.households);
      await insertPeople(tx, input.mosqueId, importId, found.people, progress);
    };
    // Found from what was kept before this file: the dry run, which writes nothing, finds what the import would.
    const duplicates =
      found.people.length > 0 ? await findDuplicates(tx, input.mosqueId, found.people, writes) : [];
    await progress('checking', found.people.length, found.people.length);
    const counts = { households: found.households.length, people: found.people.length };
    const nothing = counts.people === 0;
    const reply: CheckReply = {
      pass: true,
      ...(nothing
        ? say('registerNothingNew')
        : say(consent ? 'registerImported' : 'registerPreviewReady', counts)),
      ...counts,
      mapping,
      columns: sheet.columns,
      alreadyKept: found.alreadyKept,
      problems: plan.problems.slice(0, REGISTER_LISTED_MAX),
      duplicates: duplicates.slice(0, REGISTER_LISTED_MAX),
      problemCount: plan.problems.length,
      duplicateCount: duplicates.length,
    };
    // A dry run, and an import that adds nothing, leave no trace.
    if (!consent || nothing) throw new DryRun(reply);
    await recordAudit(tx, ctx.caller, 'register.import', { type: 'registerImport', id: importId }, null, {
      mosqueId: input.mosqueId,
      fileName: input.fileName,
      consentHow: consent.how,
      consentDate: consent.date,
      ...counts,
    });
    return { ...reply, importId };
  };
  try {
    const reply = await withTransaction(ctx.db, work);
    await progress('done', reply.people, reply.people);
    return reply;
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
    await progress('done', error.reply.people, error.reply.people);
    return error.reply;
  }
}

/** A dry run of a register file: what the import would add, each row's problem and each likely duplicate. */
export function previewRegisterImport(
  ctx: Ctx,
  input: ParsedInput<'previewRegisterImport'>,
): Promise<CheckReply> {
  return checkRegister(ctx, input, null);
}

/** The import itself, with the committee's confirmation of consent, audited; the same file again adds nothing. */
export function importRegister(
  ctx: Ctx,
  input: ParsedInput<'importRegister'>,
): Promise<FunctionOutput<'importRegister'>> {
  return checkRegister(ctx, input, input.consent);
}
