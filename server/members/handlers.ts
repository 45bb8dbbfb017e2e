import type { membersFunctions } from '../../domain/functions/members';
import type { AreaHandlers } from '../protocol/context';
import { saveBasicInfo } from './basic-info';
import { deleteFamilyMember, readFamilyMember } from './family';
import { changeOwnMosque, readMyMosque } from './my-mosque';
import { saveOtherInfo } from './other-info';
import { referenceValueLists } from './reference-lookup';
import { volunteersForMember } from './volunteers-for-member';

/**
 * A member's own record and family (domain/functions/members.ts): basic and other details, a family member
 * read or removed, their masjid (/mosque) and its volunteers (/volunteers), and the reference values.
 */
export const membersHandlers = {
  updateBasicInfo: (input, ctx) => saveBasicInfo(ctx, input),
  fetchFamilyMemberData: (input, ctx) => readFamilyMember(ctx, input),
  removeFamilyMember: (input, ctx) => deleteFamilyMember(ctx, input),
  updateOtherInfo: (input, ctx) => saveOtherInfo(ctx, input),
  updateMosque: (input, ctx) => changeOwnMosque(ctx, input),
  fetchMyMosque: (_input, ctx) => readMyMosque(ctx),
  fetchVolunteers: (input, ctx) => volunteersForMember(ctx, input),
  getValues: (_input, ctx) => referenceValueLists(ctx),
} satisfies AreaHandlers<typeof membersFunctions>;
