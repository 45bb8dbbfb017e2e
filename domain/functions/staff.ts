import { altchaSchema, emailSchema, noInput, passwordSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { signInReply, userSchema } from './shapes';

export const staffFunctions = {
  adminLogin: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'write',
    summary:
      'Staff sign-in with email and password; returns a session token. needsBotCheck: solve an ALTCHA and send it as altcha.',
    input: z.object({ email: emailSchema, password: passwordSchema, altcha: altchaSchema }),
    output: signInReply,
  }),
  logout: defineFunction({
    aliases: [],
    access: 'signedIn',
    kind: 'write',
    summary: 'Revokes the calling session.',
    input: noInput,
    output: z.object({ pass: z.boolean() }),
  }),
  fetchUserData: defineFunction({
    aliases: ['fetchUserDetails'],
    access: 'signedIn',
    kind: 'read',
    summary: 'The signed-in user; a userId other than the caller is refused.',
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.object({ userId: z.optional(z.string()) })]),
      z.transform((v) => v ?? {}),
    ),
    output: userSchema,
  }),
};
