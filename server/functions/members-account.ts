import { MSG, say } from '../../domain/messages';
import { assertSelf } from '../members/accounts';
import { MAX_FAMILY_MEMBERS, saveFamilyMember, updateOwnBasicInfo } from '../members/basic-info';
import { changePassword, setFirstPassword } from '../members/password-change';
import { noticeRefusal } from '../privacy/consent';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';

/** A signed-in member's own account: first password, password change, basic details and family members. */
export const memberAccountHandlers = {
  async memberSignup({ userId, phone, password }, ctx) {
    assertSelf(userId, ctx.caller);
    if (phone != null && phone !== ctx.caller.mobile) throw permissionDenied();
    return setFirstPassword(ctx, password);
  },

  async passwordUpdate({ userId, password, currentPassword }, ctx) {
    assertSelf(userId, ctx.caller);
    return changePassword(ctx, password, currentPassword);
  },

  async updateBasicInfo(input, { db, services, caller }) {
    const { userId, id, name, dob, gender, address, mosqueId, parentId, relation } = input;
    assertSelf(userId, caller);
    const refused = noticeRefusal(caller);
    if (refused) return { ...refused, familyMemberId: null };
    const info = { name, dob, gender, address };
    if (!parentId) {
      await updateOwnBasicInfo(db, services.clock, caller, info, mosqueId);
      return { pass: true, message: MSG.detailsUpdated, familyMemberId: null };
    }
    if (parentId !== caller.id) throw permissionDenied();
    // The input schema requires a valid relation whenever parentId is set.
    const saved = await saveFamilyMember(db, services.clock, caller.id, id, { ...info, relation: relation! });
    if ('limitReached' in saved) {
      return {
        pass: false,
        ...say('familyLimit', { count: MAX_FAMILY_MEMBERS }),
        familyMemberId: null,
      };
    }
    return {
      pass: true,
      message: saved.created ? MSG.familyMemberAdded : MSG.familyMemberUpdated,
      familyMemberId: saved.id,
    };
  },
} satisfies Pick<Handlers, 'memberSignup' | 'passwordUpdate' | 'updateBasicInfo'>;
