import { ALERT_CATEGORIES, ALERT_LEVELS, ALERT_SEVERITIES } from '../constants';
import { LANGUAGES } from '../languages';
import { MSG } from '../messages';
import { idSchema, isWebAddress } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields } from './shapes';

/** An alert as every screen shows it. */
export const alertSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  category: z.enum(ALERT_CATEGORIES),
  severity: z.enum(ALERT_SEVERITIES),
  importantDetails: z.nullable(z.string()),
  link: z.nullable(z.string()),
  /** Seconds since the epoch, as the spec stores it. */
  expiry: z.object({ seconds: z.number().check(z.int()) }),
  /** Whether the expiry has passed: members never get these; an admin's list keeps them, marked. */
  expired: z.boolean(),
  level: z.enum(ALERT_LEVELS),
  /** The masjid's id when level is Mosque, otherwise the location's. */
  levelId: z.string(),
  /** The masjid's or location's name. */
  levelName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

/** The longest title and texts an alert takes: a card on a phone, not a newsletter. */
export const ALERT_TITLE_MAX = 150;
export const ALERT_TEXT_MAX = 2000;

// Deep offsets make the database skip rows it has to read anyway; nobody pages this far back.
const MAX_OFFSET = 10_000;

/** An optional text: absent, null and blank are all "none". */
const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, tooLong)))),
    z.transform((text) => text || null),
  );

// The last second of the year 9999: a later one is no date a database or a browser can hold.
const LAST_EXPIRY_SECONDS = 253_402_300_799;
const expirySeconds = z
  .number()
  .check(z.int(MSG.alertExpiryRequired), z.lte(LAST_EXPIRY_SECONDS, MSG.alertExpiryRequired));

/** The protocol's expiry is `{seconds}` since the epoch; a bare number of seconds is taken too. */
const expirySchema = z.pipe(
  z.union([expirySeconds, z.object({ seconds: expirySeconds })], { error: MSG.alertExpiryRequired }),
  z.transform((v) => (typeof v === 'number' ? v : v.seconds)),
);

/**
 * What an admin writes in the alert form; the server decides, the form only sends. The
 * fields are in the form's order, so the first problem named is the first one on the screen.
 */
export const alertFieldsSchema = z.object({
  title: z
    .string({ error: MSG.alertTitleRequired })
    .check(
      z.trim(),
      z.minLength(1, MSG.alertTitleRequired),
      z.maxLength(ALERT_TITLE_MAX, MSG.alertTitleTooLong),
    ),
  message: z
    .string({ error: MSG.alertMessageRequired })
    .check(
      z.trim(),
      z.minLength(1, MSG.alertMessageRequired),
      z.maxLength(ALERT_TEXT_MAX, MSG.alertMessageTooLong),
    ),
  category: z.enum(ALERT_CATEGORIES, { error: MSG.alertCategoryChoose }),
  severity: z.enum(ALERT_SEVERITIES, { error: MSG.alertSeverityChoose }),
  alertLevel: z.enum(ALERT_LEVELS, { error: MSG.alertLevelChoose }),
  alertLevelId: z.string({ error: MSG.alertPlaceChoose }).check(z.uuid(MSG.alertPlaceChoose)),
  importantDetails: optionalText(ALERT_TEXT_MAX, MSG.alertDetailsTooLong),
  expiry: expirySchema,
  link: z.pipe(
    z.optional(
      z.nullable(
        z.string().check(
          z.trim(),
          z.maxLength(500, MSG.urlTooLong),
          z.refine((text) => text === '' || isWebAddress(text), MSG.urlInvalid),
        ),
      ),
    ),
    z.transform((text) => text || null),
  ),
});
export type AlertFields = z.output<typeof alertFieldsSchema>;

const alertReply = { alert: z.nullable(alertSchema) };

/** How far one alert went: its pushes and its urgent SMS. */
export const alertReachSchema = z.object({
  alertId: z.string(),
  push: z.object({
    /** Devices the fan-out handed a notification to the push service for. */
    devices: z.number(),
    /** Devices whose push service refused it for good, or that were gone. */
    failed: z.number(),
    /** Devices of the target area still to be sent to while the fan-out runs (0 when done). */
    pending: z.number(),
    /** Whether the fan-out is under way (queued or sending). */
    sending: z.boolean(),
  }),
  sms: z.object({ queued: z.number(), sent: z.number(), failed: z.number() }),
});
export type AlertReach = z.infer<typeof alertReachSchema>;

export const alertsFunctions = {
  getAlerts: defineFunction({
    aliases: ['fetchAlerts'],
    access: 'memberOrAdmin',
    kind: 'read',
    mayBeStale: true,
    summary:
      'Newest first. Members: unexpired alerts for their masjid and every location above it, at most 5 a page (older ones by offset). Admins: the alerts they created (a super admin: every alert), up to 100, expired ones included and marked.',
    input: z.pipe(
      z.union([
        z.null(),
        z.undefined(),
        z.object({
          limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
          offset: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_OFFSET))),
        }),
      ]),
      // No limit: 5 for a member, 100 for an admin, decided by the handler from the caller.
      z.transform((v) => ({ limit: v?.limit ?? null, offset: v?.offset ?? 0 })),
    ),
    output: z.array(alertSchema),
  }),
  getAlert: defineFunction({
    aliases: ['fetchAlert'],
    access: 'member',
    kind: 'read',
    summary:
      "Beyond the spec: one alert by its id, as a shared link or a notification names it. pass with the alert when it has not expired and is for the member's masjid or a location above it; otherwise pass false and alert null, saying whether it is for another area or has ended (or never was).",
    input: z.object({ alertId: idSchema }),
    // The message only when there is no alert to show.
    output: z.object({ pass: z.boolean(), ...alertReply, ...saidFields, message: z.optional(z.string()) }),
  }),
  addAlert: defineFunction({
    aliases: ['addAlerts'],
    access: 'admin',
    kind: 'write',
    summary:
      'Publishes an alert to one masjid (alertLevel Mosque) or to every member under a location of the type alertLevel names, until its expiry (in the future).',
    input: alertFieldsSchema,
    output: z.extend(passReply, {
      alertId: z.nullable(z.string()),
      level: z.nullable(z.enum(ALERT_LEVELS)),
      levelId: z.nullable(z.string()),
      ...alertReply,
    }),
  }),
  updateAlert: defineFunction({
    aliases: ['updateAlerts'],
    access: 'admin',
    kind: 'write',
    summary:
      "Changes an alert: its creator or a super admin (NOT_FOUND for anyone else). alertLevel and alertLevelId are the target it gets; level and levelId, the spec's echo of its current one, are not needed.",
    input: z.extend(alertFieldsSchema, {
      alertId: idSchema,
      level: z.optional(z.nullable(z.enum(ALERT_LEVELS))),
      levelId: z.optional(z.nullable(z.string())),
    }),
    output: z.extend(passReply, alertReply),
  }),
  expireAlert: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary:
      'Ends an alert now, so members no longer see it: its creator or a super admin (NOT_FOUND for anyone else).',
    input: z.object({ alertId: idSchema }),
    output: z.extend(passReply, alertReply),
  }),
  getAlertReach: defineFunction({
    aliases: ['fetchAlertReach'],
    access: 'admin',
    kind: 'read',
    summary:
      "How far each alert went: devices pushed to, failed and still pending, and its urgent SMS. Only the caller's own alerts (a super admin: any); others are left out.",
    input: z.object({
      alertIds: z.array(idSchema).check(z.maxLength(100, MSG.invalidInput)),
    }),
    output: z.array(alertReachSchema),
  }),
  previewAlertSms: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary:
      'What an urgent SMS of a high-severity alert would cost, before it is sent: the members of its area with a number, the SMS parts in their languages (null when they are more than the budget leaves, which refuses them without reading each member), the alert share of the SMS budget left, and the text of the SMS in each language with its parts and members. allowed is false, with the reason, when it cannot be sent.',
    input: z.object({ alertId: idSchema }),
    output: z.object({
      allowed: z.boolean(),
      ...saidFields,
      members: z.number(),
      parts: z.nullable(z.number()),
      /** SMS the budget leaves for alerts today (the members' share is never theirs). */
      budgetLeft: z.number(),
      /**
       * The SMS as members will get it, in each language it goes out in: its text, its parts, and how many
       * members get it (null, and every language listed, when they were not read one by one).
       */
      texts: z.array(
        z.object({
          language: z.enum(LANGUAGES),
          text: z.string(),
          parts: z.number(),
          members: z.nullable(z.number()),
        }),
      ),
    }),
  }),
  sendAlertSms: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary:
      'Sends a high-severity alert by SMS to the members of its area, once, if the super admin allows urgent SMS and the alert share of the budget covers it; audited. The outbox sends them.',
    input: z.object({ alertId: idSchema }),
    output: z.extend(passReply, { queued: z.number() }),
  }),
  setAlertSmsAllowed: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary: 'Allows or stops urgent alert SMS for the whole portal; audited.',
    input: z.object({ allowed: z.boolean({ error: MSG.invalidInput }) }),
    output: z.extend(passReply, { allowed: z.boolean() }),
  }),
};
