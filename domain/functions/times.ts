import { MSG } from '../messages';
import { hijriAdjustmentSchema } from '../prayer-times/time-rule-schemas';
import { ASR_SCHOOLS, DAY_PRAYERS, JAMAAT_PRAYERS, METHODS } from '../prayer-times/time-settings';
import { timesQuerySchema, timesReplySchema } from '../prayer-times/times-reply-schema';
import { timesPatchSchema } from '../prayer-times/times-update-schema';
import { idSchema, mosqueCodeSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields } from './shapes';

// A masjid's jamaat times: the public reads that members, visitors and the masjid's TV compute from, the
// committee's writes, and the TV's display keys. The times themselves are computed in domain/prayer-times/,
// alike on the server and offline in the browser, from the versions of settings kept here.

const clock = z.string();
const jamaatRuleShape = z.union([
  z.object({ after: z.number(), roundTo: z.optional(z.union([z.literal(5), z.literal(15)])) }),
  z.object({ at: clock }),
]);
const jumuahShape = z.object({ khutbah: clock, jamaat: clock });
const eidShape = z.object({ date: z.string(), times: z.array(clock) });

/** TimesSettings (domain/prayer-times/time-settings.ts) as a reply carries it. */
export const timesSettingsSchema = z.object({
  method: z.enum(METHODS),
  asr: z.enum(ASR_SCHOOLS),
  adjustments: z.record(z.enum(DAY_PRAYERS), z.number()),
  jamaat: z.record(z.enum(JAMAAT_PRAYERS), jamaatRuleShape),
  jumuah: z.array(jumuahShape),
  eid: z.object({ fitr: z.optional(eidShape), adha: z.optional(eidShape) }),
  overrides: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      jamaat: z.partialRecord(z.enum(JAMAAT_PRAYERS), jamaatRuleShape),
      jumuah: z.optional(z.array(jumuahShape)),
    }),
  ),
  sehriMinutesBeforeFajr: z.number(),
  hijriAdjustment: z.nullable(z.number()),
  displayDarkMinutes: z.number(),
});

/** A masjid as its public page, its TV and its members' screens show it. */
export const publicMosqueSchema = z.object({
  id: z.string(),
  mosqueId: z.string(),
  name: z.string(),
  address: z.string(),
  url: z.string(),
  /** The locality, city, district and state, nearest first, for the address line. */
  placeNames: z.array(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});

/**
 * What the browser needs to compute a masjid's times offline: the masjid, its versions of settings (the one in
 * force today and every later one, oldest first) and India's Hijri adjustment. `point` null: the masjid has no
 * coordinates yet, and members see "Times not set yet".
 */
export const timesRulesSchema = z.object({
  mosque: publicMosqueSchema,
  versions: z.array(z.object({ from: z.string(), settings: timesSettingsSchema })),
  indiaHijriAdjustment: z.number(),
  /** When the settings were last changed (ISO time); a TV or a phone compares it to see that it is current. */
  changedAt: z.nullable(z.string()),
});

/** A rule refused or warned about: the field's path in the update's input and the message, in three languages. */
const ruleNoteSchema = z.object({ path: z.string(), ...saidFields });

/** Coordinates of the browser's location: anywhere on earth, though only India's masjids are near. */
const hereSchema = z.object({
  latitude: z.number({ error: MSG.coordinatesUnreadable }).check(z.gte(-90), z.lte(90)),
  longitude: z.number({ error: MSG.coordinatesUnreadable }).check(z.gte(-180), z.lte(180)),
});

/** A display key as the TV's address carries it: url-safe, made by the server. */
const displayKeySchema = z.string().check(z.minLength(16), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

export const timesFunctions = {
  getMosqueTimes: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    mayBeStale: true,
    summary:
      "A masjid's adhan and jamaat times for `days` days (1 to 31) from `from`, in India's time (HH:MM): fajr, sunrise, dhuhr, asr, maghrib and isha (sunrise has no jamaat); jumuah on a Friday, sehri and iftar in Ramadan, eid on its announced day. A masjid without coordinates has no days.",
    sharedCaching: { until: 'nextPrayer' },
    input: timesQuerySchema,
    output: z.extend(timesReplySchema, { timesSet: z.boolean() }),
  }),
  getMosqueTimesRules: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    mayBeStale: true,
    summary:
      "A masjid and the settings its times are computed from (the version in force today and every later one), so that a phone or the masjid's TV computes them offline. By the masjid's record id or its mosque ID (code).",
    // The public masjid page's and the member's times screen's settings: a committee's change within 5 minutes.
    sharedCaching: { maxAgeSeconds: 300 },
    input: z.union([z.object({ mosqueId: idSchema }), z.object({ code: mosqueCodeSchema })]),
    output: timesRulesSchema,
  }),
  getNearbyMosques: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    mayBeStale: true,
    summary:
      'The 10 masjids with coordinates nearest a point, nearest first, with their distance in metres and their next jamaat (from now, India time).',
    input: hereSchema,
    output: z.object({
      mosques: z.array(
        z.extend(publicMosqueSchema, {
          distanceMeters: z.number(),
          nextJamaat: z.nullable(z.object({ name: z.string(), date: z.string(), at: clock })),
        }),
      ),
    }),
  }),
  updateMosqueTimes: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Sets a masjid's method, Asr school, adjustments, jamaat rules, Jumu'ah, Eid, date-range overrides, Sehri minutes, Hijri adjustment and the TV's dark minutes, from `from` (today when omitted; never before today). What it omits keeps its value. Admins for any masjid; a volunteer only for the masjid they keep the times of. A rule that puts a jamaat outside its prayer's time in the 30 days from `from` or on a day a timetable or an Eid names, or overlapping overrides, is refused (pass false, problems by field); a usual rule that leaves its prayer's time only later is kept with a warning naming that first day, and so is a fixed time that is merely late. Audited.",
    input: z.extend(timesPatchSchema, { mosqueId: idSchema }),
    output: z.extend(passReply, { problems: z.array(ruleNoteSchema), warnings: z.array(ruleNoteSchema) }),
  }),
  setTimesKeeper: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary:
      "Lets a volunteer whose scope is one masjid keep that masjid's times (the imam or mutawalli), or takes it back. Refused (pass false) for a volunteer of an area. Audited.",
    input: z.object({ userId: idSchema, keepsTimes: z.boolean() }),
    output: passReply,
  }),
  setIndiaHijriAdjustment: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary:
      "India's Hijri adjustment, -2 to +2 days from the Umm al-Qura calendar, when the moon is sighted; a masjid's own adjustment wins. Audited.",
    input: z.object({ days: hijriAdjustmentSchema }),
    output: passReply,
  }),
  getDisplayKeys: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary:
      "A masjid's TV display keys that are not revoked: their label, when made and when a TV last used one. The key itself is shown only once, when made.",
    input: z.object({ mosqueId: idSchema }),
    output: z.object({
      keys: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          createdAt: z.string(),
          lastUsedAt: z.nullable(z.string()),
        }),
      ),
    }),
  }),
  addDisplayKey: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary:
      "Makes a display key for a masjid's TV, and answers it once with the TV's address (/display/<code>?key=…). Only its hash is kept. Audited.",
    input: z.object({
      mosqueId: idSchema,
      label: z.string().check(z.trim(), z.minLength(1, MSG.invalidInput), z.maxLength(60, MSG.invalidInput)),
    }),
    output: z.extend(passReply, { key: z.nullable(z.string()), path: z.nullable(z.string()) }),
  }),
  revokeDisplayKey: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary: 'Revokes a display key: a TV that opens with it is then told nothing of the masjid. Audited.',
    input: z.object({ id: idSchema }),
    output: passReply,
  }),
  getMosqueDisplay: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary:
      "What a masjid's TV shows, by its code and a display key: the masjid, its time rules and its current alerts. An unknown code, a wrong key and a revoked key all answer 404 alike, telling nothing of the masjid.",
    input: z.object({ code: mosqueCodeSchema, key: displayKeySchema }),
    output: z.extend(timesRulesSchema, {
      alerts: z.array(
        z.object({ id: z.string(), title: z.string(), severity: z.string(), expiresAt: z.string() }),
      ),
    }),
  }),
};
