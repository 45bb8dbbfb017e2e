import { formatDate } from '../../../domain/format-date';
import { PATHS } from '../../../domain/routes';

/** The portal's own address of one alert: /alerts opens it (`?alert=<id>`). */
export function alertAddress(origin: string, alertId: string): string {
  return `${origin}${PATHS.alerts}?alert=${encodeURIComponent(alertId)}`;
}

type ShareParts = {
  title: string;
  /** When it ends, as milliseconds, or null when it has no (valid) expiry. */
  expiry: number | null;
  /** Intl locale of the reader ('en-GB', 'hi-IN', 'ur-IN'). */
  locale: string;
  /** The reader's words around the date: `date => 'Until 14 Mar 2026'`. */
  until: (date: string) => string;
  link: string;
};

/**
 * What 'Share on WhatsApp' writes, in the reader's language: the title, 'Until' and the expiry date (day first,
 * as the portal writes dates), and the portal's link to the alert, one a line. The date has no bidi marks: a
 * chat shows the text as it is, and the marks would travel into forwards.
 */
export function whatsAppText({ title, expiry, locale, until, link }: ShareParts): string {
  const date = expiry === null ? '' : formatDate(expiry, locale);
  return [title.trim(), date ? until(date) : '', link].filter(Boolean).join('\n');
}

/** WhatsApp's link that opens a chat picker with the text written in. */
export function whatsAppHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
