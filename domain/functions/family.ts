import { idSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { familyMemberSchema, passReply } from './shapes';

export const familyFunctions = {
  fetchFamilyMemberData: defineFunction({
    aliases: [],
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
};
