import { MSG } from '../messages';
import { pagedReply, pageInputFields } from '../paging';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../privacy';
import { calendarDateSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields } from './shapes';

const isoDay = calendarDateSchema();

/** One row of the audit trail as the super admin's screen shows it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null for a deleted account's own actions: the row keeps only its former id. */
  actor: z.nullable(z.object({ id: z.string(), uniqueId: z.string(), name: z.nullable(z.string()) })),
  actorId: z.nullable(z.string()),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  /** The object's name (a masjid's, an alert's title…) while it exists and the trail may name it. */
  targetName: z.nullable(z.string()),
  /** Whether the object the row is about no longer exists (a member who deleted their account, say). */
  targetGone: z.boolean(),
  /** The names of the objects the row's details refer to by id (a masjid's location, say), by id. */
  names: z.record(z.string(), z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditFiltersSchema = z.object({
  /** Part of the actor's name, email or ID. */
  actor: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100, MSG.invalidInput)),
      z.transform((s) => s.trim()),
    ),
  ),
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: MSG.invalidInput })),
  targetType: z.optional(z.enum(AUDIT_TARGET_TYPES, { error: MSG.invalidInput })),
  targetId: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100, MSG.invalidInput)),
      z.transform((s) => s.trim()),
    ),
  ),
  /** Days in India, inclusive. */
  from: z.optional(isoDay),
  to: z.optional(isoDay),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

/**
 * The audit days, From to To, name a range only in that order: a From after the To is refused with what is
 * wrong (on From), never answered as if no entry matched.
 */
export const auditDaysInOrder = z.refine<{ from?: string; to?: string }>(
  (days) => !days.from || !days.to || days.from <= days.to,
  { path: ['from'], message: MSG.daysOutOfOrder },
);

export const privacyFunctions = {
  acceptPrivacyNotice: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      'Records that the caller accepted the privacy notice of this version (domain/privacy.ts), with the time. Details cannot be saved before.',
    input: z.object({ version: z.number({ error: MSG.invalidInput }).check(z.int(), z.positive()) }),
    output: passReply,
  }),
  setDirectoryListing: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Gives or withdraws the caller's consent to appear in the staff's members directory; recorded with the time.",
    input: z.object({ listed: z.boolean({ error: MSG.invalidInput }) }),
    output: z.extend(passReply, { listedInDirectory: z.boolean() }),
  }),
  setAlertSmsConsent: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Gives or withdraws the caller's consent to get urgent alerts by SMS, off until given: an urgent alert's SMS goes only to members who gave it. A change is recorded with the time and audited.",
    input: z.object({ agreed: z.boolean({ error: MSG.invalidInput }) }),
    output: z.extend(passReply, { alertSmsConsent: z.boolean() }),
  }),
  downloadMyData: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      "Everything held about the caller as one JSON file: their record, their family with details, their consents, the SMS sent to their number, and the staff's actions on their record (what and when, not who). Audited.",
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.looseObject({})]),
      z.transform(() => ({})),
    ),
    output: z.object({ pass: z.boolean(), ...saidFields, fileName: z.string(), json: z.string() }),
  }),
  deleteMyAccount: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Deletes the caller's account and whole family and ends their sessions. Needs confirm = the caller's mobile number, and currentPassword unless the session came from an OTP of the last 15 minutes.",
    input: z.object({
      confirm: z.string().check(z.maxLength(20)),
      currentPassword: z.nullish(z.string().check(z.maxLength(200))),
    }),
    output: passReply,
  }),
  fetchAuditLog: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'read',
    summary:
      'The audit trail, newest first, filtered by actor (part of a name, email or ID), action, target and days in India; keyset pages.',
    input: z.pipe(
      z.union([
        z.null(),
        z.undefined(),
        z.extend(auditFiltersSchema, pageInputFields).check(auditDaysInOrder),
      ]),
      z.transform((v) => v ?? {}),
    ),
    output: pagedReply(auditEntrySchema),
  }),
};
