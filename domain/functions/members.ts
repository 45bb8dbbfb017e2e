import { RELATIONS } from '../constants';
import { addDetailIssues, chosenDetails, isId, otherDetailsFields } from '../member-details';
import { MSG, say } from '../messages';
import {
  addressSchema,
  dobSchema,
  genderSchema,
  idSchema,
  noInput,
  PROFILE_MSG,
  personNameSchema,
} from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { familyMemberSchema, passReply } from './shapes';

// A member's own record and family: basic and other details, their masjid, their volunteers, and the
// reference values their forms choose from.

/** A `userId` the spec sends along; the server checks it against the session. */
const ownUserId = z.nullish(z.string());

export const basicInfoSchema = z
  .object({
    userId: ownUserId,
    /** A family member's id: absent or null adds a new one. */
    id: z.nullish(idSchema),
    name: personNameSchema,
    dob: dobSchema,
    gender: genderSchema,
    address: addressSchema,
    mosqueId: z.nullish(idSchema),
    /** The caller's own id when acting for a family member; null for the caller's own record. */
    parentId: z.nullish(z.string()),
    relation: z.nullish(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.parentId) return;
      if (!v.relation) {
        ctx.addIssue({ code: 'custom', path: ['relation'], message: PROFILE_MSG.relationRequired });
      } else if (!(RELATIONS as readonly string[]).includes(v.relation)) {
        ctx.addIssue({
          code: 'custom',
          path: ['relation'],
          message: say('relationOneOf', { list: RELATIONS.join(', ') }).message,
        });
      }
    }),
  );

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

export const educationSchema = z.object({
  levelId: z.number(),
  levelName: z.string(),
  levelRange: z.object({ start: z.number(), end: z.number() }),
});

/** A person's basic details, the caller's own or a family member's. */
const basicFields = { name: personNameSchema, dob: dobSchema, gender: genderSchema, address: addressSchema };

/** How a family member is related to the caller: one of RELATIONS. */
const relationSchema = z.string({ error: PROFILE_MSG.relationRequired }).check(
  z.minLength(1, { error: PROFILE_MSG.relationRequired, abort: true }),
  z.refine((v) => (RELATIONS as readonly string[]).includes(v), {
    error: say('relationOneOf', { list: RELATIONS.join(', ') }).message,
  }),
);

/** A write that adds a family member: the new one's id when pass is true, null when it was refused. */
const familyMemberAdded = z.extend(passReply, { familyMemberId: z.nullable(z.string()) });

export const membersFunctions = {
  updateBasicInfo: defineFunction({
    aliases: ['updateBasicDetails'],
    access: 'member',
    kind: 'write',
    summary:
      "Basic details of the caller (parentId null) or of one of the caller's family members (parentId = caller).",
    input: basicInfoSchema,
    output: familyMemberAdded,
  }),
  updateProfile: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "The caller's own name, date of birth, gender and address, and their masjid when mosqueId is given.",
    input: z.object({ ...basicFields, mosqueId: z.nullish(idSchema) }),
    output: passReply,
  }),
  addFamilyMember: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary: 'Adds a family member to the caller (at most 50); familyMemberId is the new one.',
    input: z.object({ ...basicFields, relation: relationSchema }),
    output: familyMemberAdded,
  }),
  updateFamilyMember: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary: "Changes one of the caller's family members; any other id is NOT_FOUND.",
    input: z.object({ id: idSchema, ...basicFields, relation: relationSchema }),
    output: passReply,
  }),
  getFamilyMember: defineFunction({
    aliases: ['fetchFamilyMemberData'],
    access: 'member',
    kind: 'read',
    summary: "One of the caller's family members; any other id is NOT_FOUND.",
    input: z.object({ id: idSchema }),
    output: familyMemberSchema,
  }),
  removeFamilyMember: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary: "Deletes one of the caller's family members; any other id is NOT_FOUND.",
    input: z.object({ id: idSchema }),
    output: passReply,
  }),
  updateOtherInfo: defineFunction({
    aliases: ['updateOtherDetails'],
    access: 'member',
    kind: 'write',
    summary:
      "Category and details of the caller (parentId null) or of one of the caller's family members (parentId = caller, userId = the family member). Names of chosen values are looked up by the server.",
    input: otherInfoSchema,
    output: passReply,
  }),
  updateMyMosque: defineFunction({
    aliases: ['updateMosque'],
    access: 'member',
    kind: 'write',
    summary: "Changes the caller's masjid; a userId other than the caller is refused.",
    input: z.object({ mosqueId: idSchema, userId: z.nullish(z.string()) }),
    output: passReply,
  }),
  getMyMosque: defineFunction({
    aliases: ['fetchMyMosque'],
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
          /** Both null until an admin places the masjid on the map: then its times cannot be shown. */
          latitude: z.nullable(z.number()),
          longitude: z.nullable(z.number()),
        }),
      ),
      places: z.array(z.string()),
    }),
  }),
  getMyVolunteers: defineFunction({
    aliases: ['fetchVolunteers'],
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
  getReferenceValues: defineFunction({
    aliases: ['getValues'],
    access: 'public',
    kind: 'read',
    mayBeStale: true,
    summary:
      'Reference values: education, education levels, work types, reasons for not working or studying.',
    // Seeded at every start and changed only by a new version of the portal.
    sharedCaching: { maxAgeSeconds: 3600 },
    input: noInput,
    output: z.object({
      education: z.array(educationSchema),
      educationLevels: z.array(z.object({ levelId: z.number(), levelName: z.string() })),
      workTypes: z.array(z.object({ workTypeId: z.number(), workType: z.string() })),
      notWorkStudy: z.array(z.object({ reasonId: z.number(), reason: z.string() })),
    }),
  }),
};
