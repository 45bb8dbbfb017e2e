import { MSG } from '../../domain/messages';
import { assertSelf } from '../members/accounts';
import { saveFamilyOtherInfo, saveOwnOtherInfo } from '../members/other-info';
import { checkedDetails } from '../members/reference-lookup';
import { noticeRefusal } from '../privacy/consent';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';

/** "Other details" (category and details) of the caller or of one of their family members. */
export const otherInfoHandlers = {
  async updateOtherInfo({ userId, parentId, category, details }, ctx) {
    const { caller } = ctx;
    // As in updateBasicInfo: parentId names the caller when acting for a family member, and userId that member.
    if (parentId && parentId !== caller.id) throw permissionDenied();
    if (!parentId) assertSelf(userId, caller);
    const refused = noticeRefusal(caller);
    if (refused) return refused;
    const info = { category, details: await checkedDetails(ctx, details) };
    if (parentId) {
      // The input schema requires a valid id in userId whenever parentId is set.
      await saveFamilyOtherInfo(ctx, { ...info, familyMemberId: userId! });
    } else {
      await saveOwnOtherInfo(ctx, info);
    }
    return { pass: true, message: MSG.detailsUpdated };
  },
} satisfies Pick<Handlers, 'updateOtherInfo'>;
