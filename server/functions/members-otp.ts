import { sendMemberOtp, verifyMemberOtp } from '../members/otp-sign-in';
import type { Handlers } from '../protocol/context';

/** The OTP path of member sign-in: send a code by SMS, then verify it to sign in (or register). */
export const memberOtpHandlers = {
  sendOtp: ({ phone, language }, ctx) => sendMemberOtp(ctx, phone, language),
  verifyOtp: (input, ctx) => verifyMemberOtp(ctx, input),
} satisfies Pick<Handlers, 'sendOtp' | 'verifyOtp'>;
