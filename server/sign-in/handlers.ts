import type { signInFunctions } from '../../domain/functions/sign-in';
import type { AreaHandlers } from '../protocol/context';
import { readOwnUserData } from '../users/present';
import { botChallenge } from './bot-challenge';
import { sendMemberOtp } from './member-otp-send';
import { verifyMemberOtp } from './member-otp-sign-in';
import { checkPhone, signInWithPassword } from './member-sign-in';
import { changePassword, setFirstPassword } from './password-change';
import { signOut } from './sessions';
import { signInStaff } from './staff-sign-in';

/**
 * Signing in and out (domain/functions/sign-in.ts): a member by phone (the phone check, password sign-in, the
 * bot-check challenge, the OTP sent and verified, the first password and a new one), staff by email, and
 * the signed-in user's own record.
 */
export const signInHandlers = {
  checkUserExist: (input, ctx) => checkPhone(ctx, input),
  loginWithPassword: (input, ctx) => signInWithPassword(ctx, input),
  getBotChallenge: (_input, ctx) => botChallenge(ctx),
  sendOtp: (input, ctx) => sendMemberOtp(ctx, input),
  verifyOtp: (input, ctx) => verifyMemberOtp(ctx, input),
  memberSignup: (input, ctx) => setFirstPassword(ctx, input),
  passwordUpdate: (input, ctx) => changePassword(ctx, input),
  adminLogin: (input, ctx) => signInStaff(ctx, input),
  logout: (_input, ctx) => signOut(ctx),
  fetchUserData: (input, ctx) => readOwnUserData(ctx, input),
} satisfies AreaHandlers<typeof signInFunctions>;
