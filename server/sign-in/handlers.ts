import type { signInFunctions } from '../../domain/functions/sign-in';
import type { AreaHandlers } from '../protocol/context';
import { readOwnUserData } from '../users/present';
import { botChallenge } from './bot-challenge';
import { sendMemberOtp } from './member-otp-send';
import { verifyMemberOtp } from './member-otp-sign-in';
import { checkPhone, signInWithPassword } from './member-sign-in';
import { changePassword, setFirstPassword } from './password-change';
import { signOut } from './sessions';
import { signInChannels, signInCodeStatus } from './sign-in-channels';
import { signInStaff } from './staff-sign-in';

/**
 * Signing in and out (domain/functions/sign-in.ts): a member by phone (the phone check, password sign-in, the
 * bot-check challenge, the OTP sent and verified, the first password and a new one), staff by email, and
 * the signed-in user's own record.
 */
export const signInHandlers = {
  checkMobileRegistered: (input, ctx) => checkPhone(ctx, input),
  signInWithPassword: (input, ctx) => signInWithPassword(ctx, input),
  getBotChallenge: (_input, ctx) => botChallenge(ctx),
  sendOtp: (input, ctx) => sendMemberOtp(ctx, input),
  getSignInChannels: async (_input, ctx) => signInChannels(ctx),
  getSignInCodeStatus: (input, ctx) => signInCodeStatus(ctx, input),
  verifyOtp: (input, ctx) => verifyMemberOtp(ctx, input),
  signUpMember: (input, ctx) => setFirstPassword(ctx, input),
  updatePassword: (input, ctx) => changePassword(ctx, input),
  signInStaff: (input, ctx) => signInStaff(ctx, input),
  signOut: (_input, ctx) => signOut(ctx),
  getSessionUser: (input, ctx) => readOwnUserData(ctx, input),
} satisfies AreaHandlers<typeof signInFunctions>;
