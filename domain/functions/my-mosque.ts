import { idSchema, noInput } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply } from './shapes';

/** A volunteer as a member's /volunteers card shows them. */
export const volunteerCardSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  categoryName: z.nullable(z.string()),
  /** The name of the masjid or location the volunteer's scope covers. */
  scopeName: z.nullable(z.string()),
});
export type VolunteerCard = z.infer<typeof volunteerCardSchema>;

export const myMosqueFunctions = {
  updateMosque: defineFunction({
    aliases: ['updateMyMosque'],
    access: 'member',
    kind: 'write',
    summary: "Changes the caller's masjid; a userId other than the caller is refused.",
    input: z.object({ mosqueId: idSchema, userId: z.nullish(z.string()) }),
    output: passReply,
  }),
  fetchMyMosque: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary: "The caller's masjid and its places, locality first and India last (null: no masjid).",
    input: noInput,
    output: z.object({
      mosque: z.nullable(
        z.object({
          id: z.string(),
          mosqueId: z.string(),
          name: z.string(),
          address: z.string(),
          url: z.string(),
        }),
      ),
      places: z.array(z.string()),
    }),
  }),
  fetchVolunteers: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      "Active volunteers whose scope covers the caller's masjid (a Mosque scope on it, an Area scope above it). Only the caller's own masjid may be asked for; absent means it.",
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.object({ mosqueId: z.nullish(idSchema) })]),
      z.transform((v) => ({ mosqueId: v?.mosqueId ?? null })),
    ),
    output: z.object({
      pass: z.boolean(),
      volunteerData: z.array(volunteerCardSchema),
      /** The external 'Apply for volunteer' form (VOLUNTEER_FORM_URL); null when none is set. */
      applyUrl: z.nullable(z.string()),
    }),
  }),
};
