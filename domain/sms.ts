/**
 * Why the portal sends an SMS: a sign-in code, an urgent alert, a Baitul Maal receipt's link, or a masjid's
 * invitation to claim a record of its register (docs/decisions/0014-masjid-register.md).
 */
export const SMS_PURPOSES = ['otp', 'alert', 'receipt', 'registerInvite'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** What became of a message, in the order it can happen: 'read' only on WhatsApp, which reports it. */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** How long the outbox keeps an SMS row; after it, only the day's counts remain (PRIVACY.md). */
export const SMS_OUTBOX_KEEP_DAYS = 90;

/** How the outbox sends a message: an SMS, or a WhatsApp template message (docs/decisions/0015-whatsapp.md). */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Why a WhatsApp message did not reach the member: the number has no WhatsApp, Meta refused the template, or
 * anything else (a rate limit, an outage). Each is a reason to offer the sign-in code by SMS at once.
 */
export const WHATSAPP_FAILURES = ['notOnWhatsApp', 'templateRefused', 'other'] as const;
export type WhatsAppFailure = (typeof WHATSAPP_FAILURES)[number];
