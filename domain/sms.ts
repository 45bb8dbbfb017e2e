/**
 * Why the portal sends an SMS: a sign-in code, an urgent alert, a Baitul Maal receipt's link, or a masjid's
 * invitation to claim a record of its register (docs/decisions/0014-masjid-register.md).
 */
export const SMS_PURPOSES = ['otp', 'alert', 'receipt', 'registerInvite'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** What became of an SMS, in the order it can happen. */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** How long the outbox keeps an SMS row; after it, only the day's counts remain (PRIVACY.md). */
export const SMS_OUTBOX_KEEP_DAYS = 90;
