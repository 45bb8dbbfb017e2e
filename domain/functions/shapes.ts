import { GENDERS, LOCATION_TYPES, ROLES, SCOPE_LEVELS } from '../constants';
import * as z from '../zod';

/** Reply shapes shared by several functions. */
export const passReply = z.object({ pass: z.boolean(), message: z.string() });

/**
 * A password sign-in's reply: a token when pass is true. needsBotCheck: after repeated failures this network
 * must send a solved ALTCHA (`altcha`) with the attempt; the client solves one and tries again.
 */
export const signInReply = z.object({
  pass: z.boolean(),
  message: z.string(),
  token: z.optional(z.string()),
  needsBotCheck: z.optional(z.boolean()),
});

export const userSchema = z.object({
  userId: z.string(),
  uniqueId: z.string(),
  name: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  address: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  mosqueId: z.nullable(z.string()),
  role: z.enum(ROLES),
  superAdmin: z.boolean(),
  category: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
  scope: z.nullable(z.object({ level: z.enum(SCOPE_LEVELS), id: z.string() })),
  categoryId: z.nullable(z.string()),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserData = z.infer<typeof userSchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  parentId: z.nullable(z.string()),
});
export type Location = z.infer<typeof locationSchema>;

export const mosqueSchema = z.object({
  id: z.string(),
  mosqueId: z.string(),
  name: z.string(),
  address: z.string(),
  locationId: z.string(),
  url: z.string(),
});
export type Mosque = z.infer<typeof mosqueSchema>;
