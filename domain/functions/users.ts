import { ROLES, SCOPE_LEVELS } from '../constants';
import { MSG } from '../messages';
import { pageInputFields } from '../paging';
import { emailSchema, idSchema, indianMobileSchema, personNameSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields } from './shapes';

/** A staff password: at least 8 characters, at most 200. */
export const STAFF_PASSWORD_MIN = 8;
export const staffPasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .check(
    z.minLength(1, MSG.passwordRequired),
    z.minLength(STAFF_PASSWORD_MIN, MSG.staffPasswordTooShort),
    z.maxLength(200),
  );

/** No category: an admin (the protocol's categoryId 0 means Admin). */
const categoryIdSchema = z.pipe(
  z.union([z.null(), z.undefined(), z.literal(0), z.literal('0'), idSchema]),
  z.transform((v) => (v === 0 || v === '0' || v == null ? null : v)),
);

/**
 * Where a volunteer serves: an Area (a state, district, city or locality) or one Mosque, by id. An admin has
 * neither; the server ignores them when categoryId makes an admin.
 */
const scopeFields = {
  level: z.optional(z.nullable(z.enum(SCOPE_LEVELS, { error: MSG.scopeLevelChoose }))),
  levelId: z.optional(z.nullable(idSchema)),
  categoryId: categoryIdSchema,
};

export const accountFieldsSchema = z.object({
  name: personNameSchema,
  mobile: indianMobileSchema,
  email: emailSchema,
  ...scopeFields,
});

export const accountSchema = z.object({
  userId: z.string(),
  name: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  role: z.enum(ROLES),
  superAdmin: z.boolean(),
  categoryId: z.nullable(z.string()),
  /** The category's name; null for an admin, or 'Unknown' on the screen when it is missing. */
  category: z.nullable(z.string()),
  level: z.nullable(z.enum(SCOPE_LEVELS)),
  levelId: z.nullable(z.string()),
  /** The state, district, city, locality or masjid the account serves. */
  levelName: z.nullable(z.string()),
  suspended: z.boolean(),
  /** A volunteer of one masjid whom the super admin lets keep its jamaat times (setTimesKeeper). */
  keepsMosqueTimes: z.boolean(),
  /** A volunteer of one masjid whom the super admin lets keep its treasury (setTreasurer). */
  keepsTreasury: z.boolean(),
  /** A volunteer of one masjid whom the super admin lets keep its register (setRegisterKeeper). */
  keepsRegister: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * Super admins keep the staff accounts (/admin/volunteers). A refusal
 * the super admin can fix (an email or mobile already used, the last super admin) is `pass: false` with a
 * message; bad input (a 7-character password, an Area on a masjid's id) is a 400. Every write is audited.
 */
export const usersFunctions = {
  getAccounts: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'read',
    summary:
      'Staff accounts by name; areaId keeps those whose scope lies under that location (or on a masjid under it), categoryId that category and its subcategories.',
    input: z.object({
      areaId: z.optional(z.nullable(idSchema)),
      categoryId: z.optional(z.nullable(idSchema)),
      ...pageInputFields,
    }),
    output: z.object({
      pass: z.boolean(),
      ...saidFields,
      users: z.array(accountSchema),
      items: z.array(accountSchema),
      nextCursor: z.nullable(z.string()),
    }),
  }),
  addAccount: defineFunction({
    aliases: ['createVolunteer', 'createAccount'],
    access: 'superAdmin',
    kind: 'write',
    summary:
      'Creates a volunteer (a category and an Area or Mosque scope) or, with categoryId 0 or null, an admin. Email unique ignoring case, mobile unique across all users, password at least 8 characters.',
    input: z.extend(accountFieldsSchema, { password: staffPasswordSchema }),
    output: z.extend(passReply, { userId: z.nullable(z.string()) }),
  }),
  updateAccount: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary: "Fixes a staff account's name, mobile, email, category and scope.",
    input: z.extend(accountFieldsSchema, { userId: idSchema }),
    output: passReply,
  }),
  resetAccountPassword: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary: "Sets a staff account's password and ends its sessions.",
    input: z.object({ userId: idSchema, password: staffPasswordSchema }),
    output: passReply,
  }),
  setAccountSuspended: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary:
      'Suspends (ending its sessions at once) or reactivates a staff account; never the caller, nor the last active super admin.',
    input: z.object({ userId: idSchema, suspended: z.boolean() }),
    output: passReply,
  }),
};
