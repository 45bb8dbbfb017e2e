import { OTP_BLOCK_MS, OTP_RESEND_COOLDOWN_MS, OTP_SEND_ALLOWANCE } from '../../../domain/constants';
import type { MessageChannel } from '../../../domain/sms';

/**
 * Sending OTPs to a number: 3 sends, a 60-second countdown between sends on one channel (`channel`, the
 * last send's: SMS when absent), and once they are used up a `disabledUntil` timestamp that blocks sending
 * for an hour. The server keeps the same rules (docs/decisions/0015-whatsapp.md).
 */
export type OtpAllowance = {
  remaining: number;
  nextSendAt: number;
  disabledUntil: number;
  channel?: MessageChannel;
};

export const freshAllowance = (): OtpAllowance => ({
  remaining: OTP_SEND_ALLOWANCE,
  nextSendAt: 0,
  disabledUntil: 0,
});

/** After a send. The server's own count of sends left wins when it is lower (another tab, another device). */
export function afterSend(
  a: OtpAllowance,
  now: number,
  serverRemaining?: number,
  channel: MessageChannel = 'sms',
): OtpAllowance {
  const remaining = Math.max(0, Math.min(a.remaining - 1, serverRemaining ?? Number.POSITIVE_INFINITY));
  return {
    remaining,
    nextSendAt: now + OTP_RESEND_COOLDOWN_MS,
    disabledUntil: remaining === 0 ? now + OTP_BLOCK_MS : a.disabledUntil,
    channel,
  };
}

/** After a WhatsApp send that failed: it counts among the hour's sends, but starts no countdown. */
export function afterFailedSend(a: OtpAllowance, now: number, serverRemaining: number): OtpAllowance {
  const remaining = Math.max(0, Math.min(a.remaining - 1, serverRemaining));
  return { ...a, remaining, disabledUntil: remaining === 0 ? now + OTP_BLOCK_MS : a.disabledUntil };
}

export type SendState = { kind: 'ready' } | { kind: 'cooldown'; seconds: number } | { kind: 'blocked' };

export function sendState(a: OtpAllowance, now: number, channel: MessageChannel = 'sms'): SendState {
  if (now < a.disabledUntil) return { kind: 'blocked' };
  if (now < a.nextSendAt && (a.channel ?? 'sms') === channel)
    return { kind: 'cooldown', seconds: Math.ceil((a.nextSendAt - now) / 1000) };
  return { kind: 'ready' };
}

/** Once the hour has passed the allowance starts over. */
export function refreshAllowance(a: OtpAllowance, now: number): OtpAllowance {
  return a.disabledUntil !== 0 && now >= a.disabledUntil ? freshAllowance() : a;
}

/**
 * After the server refused a send (429) with the seconds to wait. A wait beyond one cooldown means the hourly
 * allowance is used up, perhaps from another device, so the page blocks as if it had counted the sends itself.
 */
export function afterRefusal(a: OtpAllowance, now: number, retryAfterSeconds: number): OtpAllowance {
  const until = now + retryAfterSeconds * 1000;
  if (retryAfterSeconds * 1000 > OTP_RESEND_COOLDOWN_MS)
    return { remaining: 0, nextSendAt: until, disabledUntil: until };
  return { ...a, nextSendAt: Math.max(a.nextSendAt, until) };
}
