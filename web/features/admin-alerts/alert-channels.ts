import type { MessageChannel } from '../../../domain/sms';

/** What an urgent alert goes out as: all by SMS, all on WhatsApp, or some of each. */
export type SentOn = 'sms' | 'whatsapp' | 'both';

/**
 * What the confirmation names, from previewAlertSms's channels. A portal that sends on SMS alone has one
 * channel: 'sms', so its texts stay those it always had. Where WhatsApp is on, the channels that have members;
 * with none on either, both, for either consent would have counted.
 */
export function sentOn(channels: { channel: MessageChannel; members: number }[]): SentOn {
  const on = (channel: MessageChannel) => channels.find((c) => c.channel === channel)?.members ?? 0;
  if (!channels.some((c) => c.channel === 'whatsapp')) return 'sms';
  if (on('whatsapp') === 0 && on('sms') > 0) return 'sms';
  if (on('sms') === 0 && on('whatsapp') > 0) return 'whatsapp';
  return 'both';
}
