import { assertSelf } from '../policy/checks';
import { noticeRefusal } from '../privacy/consent';
import { permissionDenied } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { addFamilyMember } from './add-family-member';
import { updateFamilyMember } from './update-family-member';
import { updateProfile } from './update-profile';

/**
 * Basic Details as the spec writes them (updateBasicInfo): the caller's own (updateProfile), or with parentId
 * (which must be the caller) one of their family members, added when no id is given (addFamilyMember) and
 * changed otherwise (updateFamilyMember). The reply keeps the spec's shape, with familyMemberId.
 */
export async function saveBasicInfo(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: ParsedInput<'updateBasicInfo'>,
) {
  const { userId, id, name, dob, gender, address, mosqueId, parentId, relation } = input;
  const { caller } = ctx;
  assertSelf(userId, caller);
  const refused = noticeRefusal(caller);
  if (refused) return { ...refused, familyMemberId: null };
  const info = { name, dob, gender, address };
  if (!parentId) return { ...(await updateProfile(ctx, { ...info, mosqueId })), familyMemberId: null };
  if (parentId !== caller.id) throw permissionDenied();
  // The input schema requires a valid relation whenever parentId is set.
  if (!id) return addFamilyMember(ctx, { ...info, relation: relation! });
  return { ...(await updateFamilyMember(ctx, { ...info, id, relation: relation! })), familyMemberId: id };
}
