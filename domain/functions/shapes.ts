import { z } from 'zod';
import { GENDERS, LOCATION_TYPES, ROLES, SCOPE_LEVELS } from '../constants';

/** Reply shapes shared by several functions. */
export const passReply = z.object({ pass: z.boolean(), message: z.string() });

export const userSchema = z.object({
  userId: z.string(),
  uniqueId: z.string(),
  name: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  mosqueId: z.string().nullable(),
  role: z.enum(ROLES),
  superAdmin: z.boolean(),
  category: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  scope: z.object({ level: z.enum(SCOPE_LEVELS), id: z.string() }).nullable(),
  categoryId: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserData = z.infer<typeof userSchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  parentId: z.string().nullable(),
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
