import { MSG } from '../messages';
import { pagedReply, pageInputFields } from '../paging';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../privacy';
import { calendarDateSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';

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

export const auditFunctions = {
  getAuditLog: defineFunction({
    aliases: ['fetchAuditLog'],
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
