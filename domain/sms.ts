/** Why the portal sends an SMS: a sign-in code, an urgent alert, or a Baitul Maal receipt's link. */
export const SMS_PURPOSES = ['otp', 'alert', 'receipt'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** What became of an SMS, in the order it can happen. */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** How long the outbox keeps an SMS row; after it, only the day's counts remain (PRIVACY.md). */
export const SMS_OUTBOX_KEEP_DAYS = 90;
