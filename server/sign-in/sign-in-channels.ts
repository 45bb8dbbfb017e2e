import { and, eq, gt } from 'drizzle-orm';
import { OTP_LIFETIME_MS } from '../../domain/constants';
import type { SmsStatus, WhatsAppFailure } from '../../domain/sms';
import { smsOutbox } from '../db/schema';
import type { ServiceContext } from '../protocol/context';
import { failureKindOfReason } from '../whatsapp/provider';

/** The channels sendOtp offers: the OTP step shows "Send code on WhatsApp" only where it is on. */
export function signInChannels(ctx: ServiceContext<'services'>): { sms: boolean; whatsapp: boolean } {
  return { sms: true, whatsapp: ctx.services.whatsappDispatch !== null };
}

/**
 * A WhatsApp sign-in code's delivery, by the id sendOtp gave, so the OTP step can offer SMS when it failed or
 * no report came within 30 s. Keyed by the row's random id, never by the number. An id it does not know (a
 * staff number's, an older one) reads as sent and not yet reported: an answer that tells a stranger nothing.
 */
export async function signInCodeStatus(
  ctx: ServiceContext<'db' | 'services'>,
  { messageId }: { messageId: string },
): Promise<{ status: SmsStatus; fallback?: WhatsAppFailure }> {
  const since = new Date(ctx.services.clock.now().getTime() - OTP_LIFETIME_MS);
  const [row] = await ctx.db
    .select({ status: smsOutbox.status, reason: smsOutbox.reason })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.id, messageId),
        eq(smsOutbox.channel, 'whatsapp'),
        eq(smsOutbox.purpose, 'otp'),
        gt(smsOutbox.createdAt, since),
      ),
    )
    .limit(1);
  if (!row) return { status: 'sent' };
  if (row.status !== 'failed') return { status: row.status };
  return { status: 'failed', fallback: failureKindOfReason(row.reason) };
}
