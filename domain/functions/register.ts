import { GENDERS } from '../constants';
import { LANGUAGES } from '../languages';
import { pagedReply, pageInputFields } from '../paging';
import {
  DUPLICATE_REASONS,
  INVITATIONS_MAX,
  MERGE_FIELDS,
  REGISTER_BODY_LIMIT,
  REGISTER_FIELDS,
} from '../register/register-limits';
import { REGISTER_MESSAGES as R } from '../register/register-messages';
import { calendarDateSchema, idSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields } from './shapes';

// The committee's register (docs/decisions/0014-masjid-register.md): a masjid's households brought in from its
// spreadsheet, their likely duplicates and merges, and each person's claim of their record by signing in with
// its mobile number. Staff functions are for admins and a volunteer of that one masjid whom the super admin
// let keep its register (server/policy/checks.ts, mayKeepRegister).

const mosqueInput = { mosqueId: idSchema };

/** A client-made key naming one preview or import, to read its progress while it runs. */
const progressKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,100}$/));

const fileFields = {
  ...mosqueInput,
  fileName: z
    .string()
    .check(z.trim(), z.minLength(1, R.registerFileName), z.maxLength(200, R.registerFileName)),
  /** The file's bytes in base64; at most REGISTER_FILE_MAX_BYTES once decoded. */
  fileBase64: z.string().check(z.maxLength(REGISTER_BODY_LIMIT)),
  /** Our field → the file's column heading (null: not in the file). Without it the mapping is guessed. */
  mapping: z.optional(
    z.partialRecord(z.enum(REGISTER_FIELDS), z.nullable(z.string().check(z.maxLength(200)))),
  ),
  progressKey: z.optional(progressKeySchema),
};

const mappingSchema = z.partialRecord(z.enum(REGISTER_FIELDS), z.nullable(z.string()));

/** A row the import cannot take as it is, by the spreadsheet's own row number (the heading is row 1). */
const problemSchema = z.object({ row: z.number(), ...saidFields });

/** Who a likely duplicate of a row is: another row of the file, or a record already kept. */
const duplicateSchema = z.object({
  row: z.number(),
  reason: z.enum(DUPLICATE_REASONS),
  name: z.string(),
  /** The other row of the same file, when the duplicate is within it. */
  otherRow: z.optional(z.number()),
  /** The record already kept, when the duplicate is a member or an earlier import's person. */
  other: z.optional(
    z.object({ kind: z.enum(['member', 'register']), id: z.string(), name: z.nullable(z.string()) }),
  ),
});

const checkReply = {
  pass: z.boolean(),
  ...saidFields,
  households: z.number(),
  people: z.number(),
  /** The mapping used: the one given, or the one guessed from the headings. */
  mapping: mappingSchema,
  /** The file's column headings in order, for the mapping screen. */
  columns: z.array(z.string()),
  /** Rows already in the register (the same file imported before), added nothing. */
  alreadyKept: z.number(),
  /** The first REGISTER_LISTED_MAX problems and duplicates, by row; the counts say how many there are in all. */
  problems: z.array(problemSchema),
  duplicates: z.array(duplicateSchema),
  problemCount: z.number(),
  duplicateCount: z.number(),
};

const consentSchema = z.object({
  how: z
    .string({ error: R.registerConsentHowRequired })
    .check(z.trim(), z.minLength(3, R.registerConsentHowRequired), z.maxLength(500)),
  date: calendarDateSchema(R.registerConsentDateInvalid),
});

/** One side of a likely duplicate, or of a merge: a member's record or a register person's. */
export const recordSideSchema = z.object({
  kind: z.enum(['member', 'register']),
  id: z.string(),
  name: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  fatherName: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  dobApproximate: z.boolean(),
  gender: z.nullable(z.enum(GENDERS)),
  address: z.nullable(z.string()),
  /** Register only: the household's head when it is someone else, and the file row. */
  headName: z.optional(z.nullable(z.string())),
  row: z.optional(z.number()),
  /** The family that comes with the record: the member's family, or the register household's other people. */
  family: z.array(
    z.object({ name: z.nullable(z.string()), relation: z.nullable(z.string()), dob: z.nullable(z.string()) }),
  ),
});
export type RecordSide = z.infer<typeof recordSideSchema>;

const recordRefSchema = z.object({ kind: z.enum(['member', 'register']), id: idSchema });

/** A register person as the records list shows it (invitations, removal). */
const registerPersonSchema = z.object({
  personId: z.string(),
  householdId: z.string(),
  name: z.string(),
  mobile: z.nullable(z.string()),
  relation: z.nullable(z.string()),
  isHead: z.boolean(),
  dob: z.nullable(z.string()),
  dobApproximate: z.boolean(),
  gender: z.nullable(z.enum(GENDERS)),
  row: z.number(),
  invitedAt: z.nullable(z.string()),
});

export const registerFunctions = {
  previewRegisterImport: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A dry run of a register file (.xlsx or .csv) for one masjid, writing nothing: how many households and people it would add, each row's problem and each likely duplicate by the spreadsheet's row number, and the column mapping (guessed from the headings in English, Hindi or Urdu when none is given).",
    bodyLimit: REGISTER_BODY_LIMIT,
    input: z.object(fileFields),
    output: z.object(checkReply),
  }),
  importRegister: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Imports a register file in one transaction, with the committee's confirmation of how and when its people agreed to be kept (audited). Rows already in the register are skipped, so the same file again adds nothing.",
    bodyLimit: REGISTER_BODY_LIMIT,
    input: z.object({ ...fileFields, consent: consentSchema }),
    output: z.object({ ...checkReply, importId: z.optional(z.string()) }),
  }),
  getRegisterImportProgress: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "How far the caller's own running preview or import of that progressKey has got; stage null when unknown.",
    input: z.object({ progressKey: progressKeySchema }),
    output: z.object({
      stage: z.nullable(z.enum(['reading', 'checking', 'writing', 'done'])),
      done: z.number(),
      total: z.number(),
    }),
  }),
  getRegisterImports: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary: "A masjid's register imports, newest first, with each one's consent and what it added.",
    input: z.object(mosqueInput),
    output: z.object({
      mosque: z.object({ id: z.string(), name: z.string() }),
      imports: z.array(
        z.object({
          importId: z.string(),
          fileName: z.string(),
          importedAt: z.string(),
          households: z.number(),
          people: z.number(),
          consentHow: z.string(),
          consentDate: z.string(),
        }),
      ),
      /** Register people not yet claimed, and how many of them have a mobile number. */
      unclaimed: z.number(),
      unclaimedWithMobile: z.number(),
    }),
  }),
  getRegisterRecords: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A masjid's register people not yet claimed, by name, to choose whom to invite or remove; `name` filters, `withMobile` keeps only those an SMS can reach.",
    input: z.object({
      ...mosqueInput,
      name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      withMobile: z.optional(z.boolean()),
      ...pageInputFields,
    }),
    output: pagedReply(registerPersonSchema),
  }),
  removeRegisterRecord: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Removes a person from a masjid's register (when they ask to be removed, say); the next person of the household becomes its head. Audited.",
    input: z.object({ ...mosqueInput, personId: idSchema }),
    output: passReply,
  }),
  getDuplicateCandidates: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A masjid's likely duplicates involving its register: the same mobile number, or a similar name (pg_trgm) with the same date of birth or father's name, between register people and between a register person and a member; each pair with both records side by side.",
    input: z.object({ ...mosqueInput, ...pageInputFields }),
    output: pagedReply(
      z.object({
        reason: z.enum(DUPLICATE_REASONS),
        similarity: z.number(),
        a: recordSideSchema,
        b: recordSideSchema,
      }),
    ),
  }),
  mergeMembers: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Merges a register person into another record of the same masjid: a member (who keeps their record and password; the register's family joins theirs) or another register person. `fields` says, per field, whose value stays ('keep' or 'merge'). Audited with both originals; undoable for 30 days.",
    input: z.object({
      ...mosqueInput,
      keep: recordRefSchema,
      /** A register person; a member here is refused beside another member, and kept beside a register person. */
      merge: recordRefSchema,
      fields: z.optional(z.partialRecord(z.enum(MERGE_FIELDS), z.enum(['keep', 'merge']))),
    }),
    output: z.object({ pass: z.boolean(), ...saidFields, mergeId: z.optional(z.string()) }),
  }),
  undoMerge: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary: 'Undoes a merge of the last 30 days: both records come back as they were. Audited.',
    input: z.object({ mergeId: idSchema }),
    output: passReply,
  }),
  getRegisterMerges: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary: "A masjid's merges of the last 30 days, newest first, each undoable until it is undone.",
    input: z.object(mosqueInput),
    output: z.object({
      merges: z.array(
        z.object({
          mergeId: z.string(),
          keptName: z.nullable(z.string()),
          mergedName: z.nullable(z.string()),
          keptKind: z.enum(['member', 'register']),
          mergedAt: z.string(),
          undoneAt: z.nullable(z.string()),
          /** Not undone, and the kept record is still there. */
          undoable: z.boolean(),
        }),
      ),
    }),
  }),
  sendClaimInvitations: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      'Sends an invitation SMS (DLT template registerInvite, through the outbox) to the chosen unclaimed register people of a masjid who have a mobile number, one per number, in `language`; refused whole, with the count, past the SMS budget.',
    input: z.object({
      ...mosqueInput,
      personIds: z.array(idSchema).check(z.minLength(1, R.registerInviteNone), z.maxLength(INVITATIONS_MAX)),
      /** The language the SMS is written in (the people of a register have chosen none); English without it. */
      language: z.optional(z.enum(LANGUAGES)),
    }),
    output: z.object({ pass: z.boolean(), ...saidFields, sent: z.number() }),
  }),
  getRegisterOffer: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      "The register record of the caller's own mobile number (from the session), if a masjid's register holds one: its name, its masjid and how many family members come with it; nothing of anyone else.",
    input: z.union([z.null(), z.undefined(), z.object({})]),
    output: z.object({
      offer: z.nullable(z.object({ name: z.string(), mosqueName: z.string(), familyCount: z.number() })),
    }),
  }),
  claimRegisterRecord: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Takes the register record of the caller's mobile number (from the session, no input) as theirs, after they accepted the privacy notice: their empty details are filled from it, and its household joins their family.",
    input: z.union([z.null(), z.undefined(), z.object({})]),
    output: z.object({ pass: z.boolean(), ...saidFields, familyAdded: z.number() }),
  }),
  setRegisterKeeper: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary:
      "Lets a volunteer whose scope is one masjid import and keep that masjid's register, or takes it back. Refused (pass false) for a volunteer of an area. Audited.",
    input: z.object({ userId: idSchema, keepsRegister: z.boolean() }),
    output: passReply,
  }),
};
