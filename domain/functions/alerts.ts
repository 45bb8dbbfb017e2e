import { ALERT_CATEGORIES, ALERT_LEVELS, ALERT_SEVERITIES, ALERTS_PAGE_MEMBER } from '../constants';
import * as z from '../zod';
import { defineFunction } from './define';

/** An alert as every screen shows it (spec §3 "Alert"). */
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
  level: z.enum(ALERT_LEVELS),
  /** The masjid's id when level is Mosque, otherwise the location's. */
  levelId: z.string(),
  /** The masjid's or location's name. */
  levelName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

// Deep offsets make the database skip rows it has to read anyway; nobody pages this far back.
const MAX_OFFSET = 10_000;

export const alertFunctions = {
  fetchAlerts: defineFunction({
    aliases: [],
    access: 'memberOrAdmin',
    summary:
      'Newest first. Members: unexpired alerts for their masjid and every location above it, at most 5 a page (older ones by offset). Admins: the alerts they created.',
    input: z.pipe(
      z.union([
        z.null(),
        z.undefined(),
        z.object({
          limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
          offset: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_OFFSET))),
        }),
      ]),
      z.transform((v) => ({ limit: v?.limit ?? ALERTS_PAGE_MEMBER, offset: v?.offset ?? 0 })),
    ),
    output: z.array(alertSchema),
  }),
};
