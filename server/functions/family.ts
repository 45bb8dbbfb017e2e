import { MSG } from '../../domain/messages';
import { deleteFamilyMember, readFamilyMember } from '../members/family';
import type { Handlers } from '../protocol/context';

/** A member's own family members: read one, remove one. Adding and editing go through updateBasicInfo. */
export const familyHandlers = {
  fetchFamilyMemberData: ({ id }, { db, caller }) => readFamilyMember(db, caller, id),

  async removeFamilyMember({ id }, { db, caller }) {
    await deleteFamilyMember(db, caller.id, id);
    return { pass: true, message: MSG.familyMemberRemoved };
  },
} satisfies Pick<Handlers, 'fetchFamilyMemberData' | 'removeFamilyMember'>;
