import { deleteFamilyMember, readFamilyMember } from '../members/family';
import type { Handlers } from '../protocol/context';

/** A member's own family members: read one, remove one. Adding and editing go through updateBasicInfo. */
export const familyHandlers = {
  fetchFamilyMemberData: (input, ctx) => readFamilyMember(ctx, input),
  removeFamilyMember: (input, ctx) => deleteFamilyMember(ctx, input),
} satisfies Pick<Handlers, 'fetchFamilyMemberData' | 'removeFamilyMember'>;
