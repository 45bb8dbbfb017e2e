import type { membersFunctions } from '../../domain/functions/members';
import type { AreaHandlers } from '../protocol/context';
import { addFamilyMember } from './add-family-member';
import { saveBasicInfo } from './basic-info';
import { deleteFamilyMember, readFamilyMember } from './family';
import { changeOwnMosque, readMyMosque } from './my-mosque';
import { saveOtherInfo } from './other-info';
import { referenceValueLists } from './reference-lookup';
import { updateFamilyMember } from './update-family-member';
import { updateProfile } from './update-profile';
import { volunteersForMember } from './volunteers-for-member';

/**
 * A member's own record and family (domain/functions/members.ts): basic and other details, a family member
 * read or removed, their masjid (/mosque) and its volunteers (/volunteers), and the reference values.
 */
export const membersHandlers = {
  updateBasicInfo: (input, ctx) => saveBasicInfo(ctx, input),
  updateProfile: (input, ctx) => updateProfile(ctx, input),
  addFamilyMember: (input, ctx) => addFamilyMember(ctx, input),
  updateFamilyMember: (input, ctx) => updateFamilyMember(ctx, input),
  getFamilyMember: (input, ctx) => readFamilyMember(ctx, input),
  removeFamilyMember: (input, ctx) => deleteFamilyMember(ctx, input),
  updateOtherInfo: (input, ctx) => saveOtherInfo(ctx, input),
  updateMyMosque: (input, ctx) => changeOwnMosque(ctx, input),
  getMyMosque: (_input, ctx) => readMyMosque(ctx),
  getMyVolunteers: (input, ctx) => volunteersForMember(ctx, input),
  getReferenceValues: (_input, ctx) => referenceValueLists(ctx),
} satisfies AreaHandlers<typeof membersFunctions>;
