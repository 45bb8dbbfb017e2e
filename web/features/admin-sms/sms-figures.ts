import type { SmsReport } from '../../../domain/functions/sms';

export type BudgetWindow = SmsReport['budget']['hour'];

/** The counts a period's table shows, one row each, in the order an SMS goes through them. */
export const COUNT_ROWS = ['sent', 'delivered', 'failed', 'queued', 'parts'] as const;

/**
 * How much of a budget window is used, 0 to 100, for its bar. A limit of 0 (SMS switched off) reads as full
 * when anything was sent anyway and empty otherwise, rather than dividing by zero.
 */
export function usedPercent({ used, limit }: BudgetWindow): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}

/**
 * The address the gateway posts its delivery reports to: the portal's own origin, as the browser reached it,
 * before the server's path (which carries the secret). One slash between them, however either is written.
 */
export function statusAddress(origin: string, statusPath: string): string {
  return `${origin.replace(/\/+$/, '')}/${statusPath.replace(/^\/+/, '')}`;
}

/** A number as the page may show it: its last 4 digits after an ellipsis, never more, whatever it was given. */
export function maskedNumber(last4: string): string {
  return `\u2026${last4.slice(-4)}`;
}
