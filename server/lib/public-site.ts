import { DEFAULT_SITE } from '../sms/template-texts';

/**
 * The portal's public address as links to it are written (a receipt's /receipt/<code>): PUBLIC_URL without its
 * trailing slash, or a developer's own machine when it is unset or not an http(s) address.
 */
export function publicSite(publicUrl: string | undefined): string {
  const text = publicUrl?.trim().replace(/\/+$/, '');
  if (!text || !/^https?:\/\/[^/\s]+/i.test(text)) return DEFAULT_SITE;
  return text;
}
