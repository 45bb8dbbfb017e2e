import { calendarDateSchema, idSchema } from '../schemas';
import * as z from '../zod';
import { DAY_PRAYERS } from './time-settings';

/** `getMosqueTimes`' input: a masjid, its first day and 1 to 31 days. */
export const timesQuerySchema = z.object({
  mosqueId: idSchema,
  from: calendarDateSchema(),
  days: z.number().check(z.int(), z.gte(1), z.lte(31)),
});

const clock = z.string();

/** One day as `timesOfDay` makes it (day-times.ts): the reply's allow-list. */
export const dayTimesSchema = z.object({
  date: z.string(),
  hijri: z.object({ day: z.number(), month: z.number(), year: z.number() }),
  prayers: z.array(z.object({ name: z.enum(DAY_PRAYERS), adhan: clock, jamaat: z.nullable(clock) })),
  jumuah: z.optional(z.array(z.object({ khutbah: clock, jamaat: clock }))),
  sehri: z.optional(clock),
  iftar: z.optional(clock),
  eid: z.optional(z.object({ name: z.enum(['fitr', 'adha']), times: z.array(clock) })),
});

export const timesReplySchema = z.object({ days: z.array(dayTimesSchema) });
