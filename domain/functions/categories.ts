import { idSchema, noInput, placeNameSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply } from './shapes';

/** A write that creates something: the new record's id when pass is true, null when it was refused. */
const addedReply = z.extend(passReply, { id: z.nullable(z.string()) });

/** No parent category (a top category): null, absent, or 0 as the spec's screens send it. */
const parentCategorySchema = z.optional(
  z.pipe(
    z.union([z.null(), z.literal(0), z.literal('0'), idSchema]),
    z.transform((v) => (v === 0 || v === '0' || v == null ? null : v)),
  ),
);

/**
 * Admins keep the category tree volunteers are assigned to, and read it whole.
 * A refusal the admin can fix (a duplicate name, a wrong level, something still in use) is `pass: false`
 * with a message; bad input, an unknown id included, is a 400. Every write adds one audit_log row.
 */
export const categoriesFunctions = {
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
  addCategory: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary:
      'Adds a category under parentCategoryId (null or 0: a top category); level is 0 at the top, parent + 1 below. Sibling names are unique, ignoring case.',
    input: z.object({ name: placeNameSchema, parentCategoryId: parentCategorySchema }),
    output: addedReply,
  }),
  updateCategory: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary: 'Renames a category; sibling names stay unique, ignoring case.',
    input: z.object({ id: idSchema, name: placeNameSchema }),
    output: passReply,
  }),
  removeCategory: defineFunction({
    aliases: ['deleteCategory'],
    access: 'admin',
    kind: 'write',
    summary: 'Deletes a category that nothing uses: no categories under it and no accounts in it.',
    input: z.object({ id: idSchema }),
    output: passReply,
  }),
};
