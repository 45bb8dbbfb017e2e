import { GENDERS, LOCATION_TYPES, ROLES, SCOPE_LEVELS } from '../constants';
import * as z from '../zod';

/**
 * A reply's message: the English text, and the catalogue code and parameters (domain/messages.ts) the web
 * app shows it by, in the member's language.
 */
export const saidFields = {
  message: z.string(),
  messageCode: z.optional(z.string()),
  messageParams: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
};

/** Reply shapes shared by several functions. */
export const passReply = z.object({ pass: z.boolean(), ...saidFields });

/**
 * A password sign-in's reply: a token when pass is true. needsBotCheck: after repeated failures this network
 * must send a solved ALTCHA (`altcha`, of `challenge`) with the attempt; the client solves it and tries again.
 */
export const signInReply = z.object({
  pass: z.boolean(),
  ...saidFields,
  token: z.optional(z.string()),
  needsBotCheck: z.optional(z.boolean()),
  /** With needsBotCheck: the ALTCHA challenge to solve, harder as the account's recent failures grow. */
  challenge: z.optional(z.unknown()),
});

/** A family member as the /family list shows it (returned by getSessionUser for a member). */
export const familySummarySchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  name: z.nullable(z.string()),
  relation: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  /** One of MEMBER_CATEGORIES, or null before any details are saved. */
  category: z.nullable(z.string()),
  /** The date of birth was made from an age in the masjid's register (decision 0014): shown as approximate. */
  dobApproximate: z.boolean(),
});
export type FamilySummary = z.infer<typeof familySummarySchema>;

/** One family member in full, for /family/{id}. */
export const familyMemberSchema = z.extend(familySummarySchema, {
  address: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

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
  /** Whether the member accepted the privacy notice in force (domain/privacy.ts); staff: ignored. */
  noticeAccepted: z.boolean(),
  /** Whether the member consents to appear in the staff's members directory. */
  listedInDirectory: z.boolean(),
  /** Whether the member agreed to get urgent alerts by SMS (off until they do); staff: false. */
  alertSmsConsent: z.boolean(),
  /** When the member opted in to alerts and receipts on WhatsApp (ISO time); null: not given. Staff: null. */
  alertWhatsappConsentAt: z.nullable(z.string()),
  /** A volunteer the super admin lets keep their one masjid's jamaat times; others: false. */
  keepsMosqueTimes: z.boolean(),
  /** A volunteer the super admin lets keep their one masjid's treasury (setTreasurer); others: false. */
  keepsTreasury: z.boolean(),
  /** A volunteer the super admin lets keep their one masjid's register (setRegisterKeeper); others: false. */
  keepsRegister: z.boolean(),
  /** The date of birth was made from an age in the masjid's register (decision 0014): shown as approximate. */
  dobApproximate: z.boolean(),
  /**
   * getSessionUser only: when the calling session was opened by an OTP (ISO time; null for a password session).
   * The screens read it through domain/otp-proof to skip asking for what the session already proves.
   */
  otpSignedInAt: z.optional(z.nullable(z.string())),
  /** getSessionUser only: whether this portal sends on WhatsApp (Profile offers 'Alerts on WhatsApp' only then). */
  whatsappOffered: z.optional(z.boolean()),
  createdAt: z.string(),
  /** A member's family (members only; staff have none). */
  family: z.optional(z.array(familySummarySchema)),
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
  /** Where the masjid stands, inside India; both null until an admin gives them (its times cannot be shown). */
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type Mosque = z.infer<typeof mosqueSchema>;
