import { MSG, say } from '../../domain/messages';
import { assertSelf } from '../members/accounts';
import { MAX_FAMILY_MEMBERS, saveFamilyMember, updateOwnBasicInfo } from '../members/basic-info';
import { noticeRefusal } from '../privacy/consent';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';
import { sendMemberOtp, verifyMemberOtp } from '../sign-in/member-otp-sign-in';
import { checkPhone, signInWithPassword } from '../sign-in/member-sign-in';
import { changePassword, setFirstPassword } from '../sign-in/password-change';

/**
 * A member's functions: sign-in by phone (the phone check, password sign-in, the bot-check challenge, the OTP
 * sent and verified), and the signed-in member's own account (first password, password change, basic details
 * and family members).
 */
export const memberHandlers = {
  checkUserExist: (input, ctx) => checkPhone(ctx, input),

  loginWithPassword: (input, ctx) => signInWithPassword(ctx, input),

  async getBotChallenge(_input, { services }) {
    const { botCheck } = services;
    return { enabled: botCheck.enabled, challenge: botCheck.enabled ? await botCheck.challenge() : null };
  },

  sendOtp: (input, ctx) => sendMemberOtp(ctx, input),
  verifyOtp: (input, ctx) => verifyMemberOtp(ctx, input),

  async memberSignup({ userId, phone, password }, ctx) {
    assertSelf(userId, ctx.caller);
    if (phone != null && phone !== ctx.caller.mobile) throw permissionDenied();
    return setFirstPassword(ctx, { password });
  },

  async passwordUpdate({ userId, password, currentPassword }, ctx) {
    assertSelf(userId, ctx.caller);
    return changePassword(ctx, { password, currentPassword });
  },

  async updateBasicInfo(input, ctx) {
    const { userId, id, name, dob, gender, address, mosqueId, parentId, relation } = input;
    assertSelf(userId, ctx.caller);
    const refused = noticeRefusal(ctx.caller);
    if (refused) return { ...refused, familyMemberId: null };
    const info = { name, dob, gender, address };
    if (!parentId) {
      await updateOwnBasicInfo(ctx, { ...info, mosqueId });
      return { pass: true, message: MSG.detailsUpdated, familyMemberId: null };
    }
    if (parentId !== ctx.caller.id) throw permissionDenied();
    // The input schema requires a valid relation whenever parentId is set.
    const saved = await saveFamilyMember(ctx, { ...info, id, relation: relation! });
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
} satisfies Pick<
  Handlers,
  | 'checkUserExist'
  | 'loginWithPassword'
  | 'getBotChallenge'
  | 'sendOtp'
  | 'verifyOtp'
  | 'memberSignup'
  | 'passwordUpdate'
  | 'updateBasicInfo'
>;
