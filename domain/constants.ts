/**
 * Business constants (phone, OTP, cache, paging and display limits). Shared by the web app and the server so
 * both enforce the same numbers.
 */
export const PHONE_LENGTH = 10;
export const COUNTRY_PREFIX = '+91';
export const MIN_PASSWORD_LENGTH = 6;

export const OTP_RESEND_COOLDOWN_MS = 60_000;
export const OTP_SEND_ALLOWANCE = 3;
export const OTP_BLOCK_MS = 3_600_000;
export const OTP_CODE_LENGTH = 6;
export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;

export const CACHE_LIFETIME_MS = 3_600_000;
export const ALERTS_PAGE_MEMBER = 5;
export const ALERTS_PAGE_ADMIN = 100;
export const TOAST_AUTO_HIDE_MS = 5000;
export const CALL_TIMEOUT_MS = 70_000;
export const DRAWER_WIDTH = 240;
/** The devices one member's alerts come to: a new one past this replaces the one that has gone longest unconfirmed. */
export const MAX_PUSH_DEVICES = 10;
export const TOOLTIP_ENTER_DELAY_MS = 100;
export const TOOLTIP_TOUCH_DELAY_MS = 700;

export const ROLES = ['user', 'volunteer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const GENDERS = ['male', 'female'] as const;
export const LOCATION_TYPES = ['country', 'state', 'district', 'city', 'locality'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
// Son, Daughter, Wife, Brother, Sister, Father and Mother, as the older product had them, plus Husband:
// women register too, and add their husband as family.
export const RELATIONS = [
  'Son',
  'Daughter',
  'Wife',
  'Husband',
  'Brother',
  'Sister',
  'Father',
  'Mother',
] as const;
export type Relation = (typeof RELATIONS)[number];
/** A member's category; 'student-working' is shown as 'Student/Part Time Job'. */
export const MEMBER_CATEGORIES = ['student', 'working', 'student-working', 'not working'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

/** A stored or typed category that is one of the four (a missing or retired one is not). */
export function isCategory(value: unknown): value is MemberCategory {
  return typeof value === 'string' && (MEMBER_CATEGORIES as readonly string[]).includes(value);
}

export const ALERT_CATEGORIES = ['society', 'education', 'health', 'other'] as const;
export const ALERT_SEVERITIES = ['low', 'moderate', 'high'] as const;
export const ALERT_LEVELS = ['Mosque', 'country', 'state', 'district', 'city', 'locality'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
export const SCOPE_LEVELS = ['Area', 'Mosque'] as const;
