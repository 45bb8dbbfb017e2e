/** The portal's name, which the server writes into index.html (PORTAL_NAME). */
export function portalName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-name"]')?.content;
  return meta && !meta.startsWith('%') ? meta : 'Anjuman';
}
