import { GENDERS, MEMBER_CATEGORIES } from '../constants';
import { MSG } from '../messages';
import { pageInputFields } from '../paging';
import { idSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { saidFields } from './shapes';

/** At most 50 members a page: a page of 50 cards stays under 30 KB of JSON on a phone. */
export const MEMBER_PAGE_MAX = 50;

/**
 * The directory counts its matches up to this many and then says "more than": an exact count of a national
 * list reads every matching row on each first page (bench/members-directory.ts).
 */
export const MEMBER_COUNT_CAP = 1000;

/**
 * The directory's filters (/admin/members). subCategory and level read a member's details so:
 * - subCategory: the education for a student or a student with a part-time job, the work type for the
 *   working, the reason for the not working (an id of the reference values of getValues); it needs a category.
 * - level: the education level (an id of educationLevels), for the two student categories.
 * - age: whole years at today's date in India.
 */
export const memberFiltersSchema = z
  .object({
    name: z.optional(
      z.pipe(
        z.string().check(z.maxLength(100, MSG.nameTooLong)),
        z.transform((s) => s.trim()),
      ),
    ),
    gender: z.optional(z.enum(GENDERS, { error: MSG.invalidInput })),
    age: z.optional(
      z.number({ error: MSG.invalidInput }).check(z.int(MSG.invalidInput), z.gte(0), z.lte(150)),
    ),
    category: z.optional(z.enum(MEMBER_CATEGORIES, { error: MSG.invalidInput })),
    subCategory: z.optional(z.number({ error: MSG.invalidInput }).check(z.int(), z.positive())),
    level: z.optional(z.number({ error: MSG.invalidInput }).check(z.int(), z.positive())),
  })
  .check(
    z.refine((f) => f.subCategory === undefined || f.category !== undefined, {
      message: MSG.subCategoryNeedsCategory,
      path: ['subCategory'],
    }),
  );
export type MemberFilters = z.output<typeof memberFiltersSchema>;

/**
 * What a card shows of a person's details: the chosen ids with the names the server stored beside them (the
 * screen names a value by its id in the reader's language, by the stored name only when it does not know the
 * id), and a few texts.
 */
const summarySchema = z.object({
  education: z.optional(z.number()),
  educationLevel: z.optional(z.number()),
  workType: z.optional(z.number()),
  reason: z.optional(z.number()),
  educationName: z.optional(z.string()),
  educationLevelName: z.optional(z.string()),
  institution: z.optional(z.string()),
  workTypeName: z.optional(z.string()),
  position: z.optional(z.string()),
  company: z.optional(z.string()),
  reasonName: z.optional(z.string()),
});
export type DetailSummary = z.infer<typeof summarySchema>;

const familyCardSchema = z.object({
  name: z.nullable(z.string()),
  relation: z.nullable(z.string()),
  age: z.nullable(z.number()),
  /** The age was made from an age the register gave, not a date of birth (decision 0014); absent otherwise. */
  ageApproximate: z.optional(z.boolean()),
  category: z.nullable(z.string()),
});

export const memberCardSchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  name: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  age: z.nullable(z.number()),
  /** The date of birth (and so the age) was made from an age in the masjid's register; absent otherwise. */
  ageApproximate: z.optional(z.boolean()),
  gender: z.nullable(z.enum(GENDERS)),
  address: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  mosqueName: z.nullable(z.string()),
  category: z.nullable(z.string()),
  summary: summarySchema,
  family: z.object({ count: z.number(), members: z.array(familyCardSchema) }),
  /**
   * A household of the masjid's register, listed by its head (docs/decisions/0014-masjid-register.md): not yet
   * confirmed by the person, with no category or details (uniqueId ''), its family the household's other
   * people. Absent for a member. Only admins and that masjid's own staff see one.
   */
  fromRegister: z.optional(z.boolean()),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** The protocol's locationId 0 is "everything the caller may see"; so are null and absent. */
const areaIdSchema = z.pipe(
  z.union([z.null(), z.undefined(), z.literal(0), z.literal('0'), idSchema]),
  z.transform((v) => (v === 0 || v === '0' || v == null ? null : v)),
);

/** The place and filters of the list, as getMembers takes them (no paging: an export is the whole list). */
const listInput = z.pipe(
  z.object({
    locationId: z.optional(areaIdSchema),
    filters: z.optional(z.nullable(memberFiltersSchema)),
  }),
  z.transform((v) => ({ locationId: (v.locationId ?? null) as string | null, filters: v.filters ?? {} })),
);

/** The age bands of the overview, by their first year; the last is open-ended. */
export const AGE_BANDS = [0, 18, 30, 45, 60] as const;

export const membersOverviewSchema = z.object({
  total: z.number(),
  /** The ten masjids with the most members, most first. */
  byMosque: z.array(z.object({ name: z.nullable(z.string()), count: z.number() })),
  byCategory: z.array(z.object({ category: z.nullable(z.string()), count: z.number() })),
  /** Members by age band (its first year; null when the date of birth is missing) and gender. */
  byAge: z.array(
    z.object({ from: z.nullable(z.number()), male: z.number(), female: z.number(), other: z.number() }),
  ),
});
export type MembersOverview = z.infer<typeof membersOverviewSchema>;

export const directoryFunctions = {
  getMembers: defineFunction({
    aliases: ['getUsers'],
    access: 'staff',
    kind: 'read',
    mayBeStale: true,
    summary:
      "The members directory, by name, 50 a page at most: everyone for an admin, a volunteer's area or masjid for a volunteer (from the session), with the masjids' register households by their heads (fromRegister) for admins and a masjid's own staff, never an Area volunteer. locationId (a location or a masjid) narrows it, never past the caller's scope; total on the first page.",
    input: z.pipe(
      z.union([
        z.null(),
        z.undefined(),
        z.object({
          locationId: z.optional(areaIdSchema),
          filters: z.optional(z.nullable(memberFiltersSchema)),
          cursor: pageInputFields.cursor,
          limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MEMBER_PAGE_MAX))),
        }),
      ]),
      z.transform((v) => ({
        locationId: (v?.locationId ?? null) as string | null,
        filters: v?.filters ?? {},
        cursor: v?.cursor ?? null,
        limit: v?.limit ?? MEMBER_PAGE_MAX,
      })),
    ),
    output: z.object({
      pass: z.boolean(),
      ...saidFields,
      users: z.array(memberCardSchema),
      nextCursor: z.nullable(z.string()),
      /** How many match in all, at most MEMBER_COUNT_CAP: on the first page (no cursor). */
      total: z.optional(z.number()),
      /** On the first page, when more than `total` match. */
      totalCapped: z.optional(z.boolean()),
    }),
  }),
  getMembersOverview: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    mayBeStale: true,
    summary:
      "Counts for the directory's charts, within the caller's scope (and locationId): members by masjid (top 10), by category, and by age band and gender.",
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.object({ locationId: z.optional(areaIdSchema) })]),
      z.transform((v) => ({ locationId: (v?.locationId ?? null) as string | null })),
    ),
    output: membersOverviewSchema,
  }),
  exportMembers: defineFunction({
    aliases: ['exportUsers'],
    access: 'admin',
    kind: 'read',
    summary:
      'The filtered members directory as CSV (at most 50,000 rows), in its order, the register households marked "From the register"; every export is audited with which filters were used (not their values) and its row count.',
    input: listInput,
    output: z.object({
      pass: z.boolean(),
      ...saidFields,
      fileName: z.string(),
      csv: z.string(),
      rows: z.number(),
    }),
  }),
};
