import { addDetailIssues, chosenDetails, isId, otherDetailsFields } from '../member-details';
import { MSG } from '../messages';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply } from './shapes';

/**
 * Older clients send `formData: {category, details}` or the two fields themselves; a field of formData fills in
 * what the top level leaves out.
 */
export function acceptFormData(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { formData, ...rest } = input as Record<string, unknown>;
  if (!formData || typeof formData !== 'object' || Array.isArray(formData)) return rest;
  const form = formData as Record<string, unknown>;
  return { ...rest, category: rest.category ?? form.category, details: rest.details ?? form.details };
}

const otherInfoFields = z
  .object({
    /** Acting for a family member (parentId set): that member's id; otherwise the caller's own, or absent. */
    userId: z.nullish(z.string().check(z.maxLength(100))),
    /** The caller's own id when acting for a family member; null for the caller's own record. */
    parentId: z.nullish(z.string().check(z.maxLength(100))),
    ...otherDetailsFields,
  })
  .check(
    z.superRefine((v, ctx) => {
      addDetailIssues(v, ctx);
      if (v.parentId && !isId(v.userId)) {
        ctx.addIssue({ code: 'custom', path: ['userId'], message: MSG.invalidId });
      }
    }),
  );

export const otherInfoSchema = z.pipe(
  // As withMobileAlias does: the declared input stays the object's own, so clients are typed against it.
  z.transform<z.input<typeof otherInfoFields>, unknown>(acceptFormData),
  z.pipe(
    otherInfoFields,
    z.transform((v) => ({
      userId: v.userId ?? null,
      parentId: v.parentId ?? null,
      category: v.category,
      details: chosenDetails(v.category, v.details ?? {}),
    })),
  ),
);

export const otherInfoFunctions = {
  updateOtherInfo: defineFunction({
    aliases: ['updateOtherDetails'],
    access: 'member',
    kind: 'write',
    summary:
      "Category and details of the caller (parentId null) or of one of the caller's family members (parentId = caller, userId = the family member). Names of chosen values are looked up by the server.",
    input: otherInfoSchema,
    output: passReply,
  }),
};
