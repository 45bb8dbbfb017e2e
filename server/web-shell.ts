const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Writes the portal name into the built index.html (title and meta), escaped for HTML. */
export function renderIndexHtml(template: string, portalName: string): string {
  const safe = portalName.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
  return template.replaceAll('%PORTAL_NAME%', safe);
}
