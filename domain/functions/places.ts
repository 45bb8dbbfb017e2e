import { idSchema, noInput } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { locationSchema, mosqueSchema } from './shapes';

export const educationSchema = z.object({
  levelId: z.number(),
  levelName: z.string(),
  levelRange: z.object({ start: z.number(), end: z.number() }),
});

export const placeFunctions = {
  getLocations: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary: 'Children of a location (absent parentId: the country root itself).',
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.object({ parentId: z.nullish(idSchema) })]),
      z.transform((v) => ({ parentId: v?.parentId ?? null })),
    ),
    output: z.array(locationSchema),
  }),
  getMosques: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary: 'Masjids of one locality.',
    input: z.object({ locationId: idSchema }),
    output: z.array(mosqueSchema),
  }),
  getPlaceTrail: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "The places from the country down to a location, or down to a masjid's locality with the masjid itself: a screen given only a place's id (the directory's area in a shared link) shows it in its dropdowns and names it. An unknown id has no places. Beyond the spec.",
    input: z.object({ id: idSchema }),
    output: z.object({ places: z.array(locationSchema), mosque: z.nullable(mosqueSchema) }),
  }),
  getValues: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary:
      'Reference values: education, education levels, work types, reasons for not working or studying.',
    input: noInput,
    output: z.object({
      education: z.array(educationSchema),
      educationLevels: z.array(z.object({ levelId: z.number(), levelName: z.string() })),
      workTypes: z.array(z.object({ workTypeId: z.number(), workType: z.string() })),
      notWorkStudy: z.array(z.object({ reasonId: z.number(), reason: z.string() })),
    }),
  }),
  getCategories: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary: 'The whole category tree, flat.',
    input: noInput,
    output: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        parentCategoryId: z.nullable(z.string()),
        level: z.number(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
  }),
};
