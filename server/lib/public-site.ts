/**
 * The portal's public address as links to it are written (a receipt's /receipt/<code>): PUBLIC_URL without its
 * trailing slash, or a developer's own machine on the port it listens on when it is unset or not an http(s)
 * address, so that a receipt's QR code opens the portal that printed it.
 */
export function publicSite(publicUrl: string | undefined, port: number | string = 3000): string {
  const text = publicUrl?.trim().replace(/\/+$/, '');
  if (!text || !/^https?:\/\/[^/\s]+/i.test(text)) return `http://localhost:${port}`;
  return text;
}
