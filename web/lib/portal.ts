/** Where the server writes the portal's name into the HTML. */
export const PORTAL_NAME_SLOT = '%PORTAL_NAME%';

/**
 * The portal's name, which the server writes into index.html (PORTAL_NAME). The build's prerender of the
 * sign-in pages has no page: it writes the placeholder, which the server fills in the same way.
 */
export function portalName(): string {
  if (typeof document === 'undefined') return PORTAL_NAME_SLOT;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-name"]')?.content;
  return meta && !meta.startsWith('%') ? meta : 'Anjuman';
}
