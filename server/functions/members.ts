import { assertSelf } from '../members/accounts';
import { saveBasicInfo } from '../members/basic-info';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';
import { botChallenge } from '../sign-in/bot-check';
import { sendMemberOtp } from '../sign-in/member-otp-send';
import { verifyMemberOtp } from '../sign-in/member-otp-sign-in';
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

  getBotChallenge: (_input, ctx) => botChallenge(ctx),

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

  updateBasicInfo: (input, ctx) => saveBasicInfo(ctx, input),
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
