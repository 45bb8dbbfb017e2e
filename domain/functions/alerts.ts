import { z } from 'zod';
import { ALERT_CATEGORIES, ALERT_LEVELS, ALERT_SEVERITIES, ALERTS_PAGE_MEMBER } from '../constants';
import { defineFunction } from './define';

/** An alert as every screen shows it (spec §3 "Alert"). */
export const alertSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  category: z.enum(ALERT_CATEGORIES),
  severity: z.enum(ALERT_SEVERITIES),
  importantDetails: z.string().nullable(),
  link: z.string().nullable(),
  /** Seconds since the epoch, as the spec stores it. */
  expiry: z.object({ seconds: z.number().int() }),
  level: z.enum(ALERT_LEVELS),
  /** The masjid's id when level is Mosque, otherwise the location's. */
  levelId: z.string(),
  /** The masjid's or location's name. */
  levelName: z.string().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

// Deep offsets make the database skip rows it has to read anyway; nobody pages this far back.
const MAX_OFFSET = 10_000;

export const alertFunctions = {
  fetchAlerts: defineFunction({
    aliases: [],
    access: 'signedIn',
    summary:
      'Newest first. Members: unexpired alerts for their masjid and every location above it. Admins: the alerts they created.',
    input: z
      .union([
        z.null(),
        z.undefined(),
        z.object({
          limit: z.number().int().min(1).max(100).optional(),
          offset: z.number().int().min(0).max(MAX_OFFSET).optional(),
        }),
      ])
      .transform((v) => ({ limit: v?.limit ?? ALERTS_PAGE_MEMBER, offset: v?.offset ?? 0 })),
    output: z.array(alertSchema),
  }),
};
