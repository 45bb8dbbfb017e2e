/** The MUI colour of each severity: low green, moderate orange, high red, otherwise grey. */
export type SeverityTone = 'success' | 'warning' | 'error' | 'default';

export type SeverityName = 'low' | 'moderate' | 'high' | 'unknown';

const SEVERITIES = new Map<string | null | undefined, { tone: SeverityTone; name: SeverityName }>([
  ['low', { tone: 'success', name: 'low' }],
  ['moderate', { tone: 'warning', name: 'moderate' }],
  ['high', { tone: 'error', name: 'high' }],
]);

export function severityTone(severity: string | null | undefined): SeverityTone {
  return SEVERITIES.get(severity)?.tone ?? 'default';
}

/** A theme colour path for `sx` (a dot, a border): the tone's main shade, or grey. */
export function severityColor(severity: string | null | undefined): string {
  const tone = severityTone(severity);
  return tone === 'default' ? 'grey.500' : `${tone}.main`;
}

/** The severity's name for its words (screen readers, chips): 'high', or 'unknown' for anything else. */
export function severityName(severity: string | null | undefined): SeverityName {
  return SEVERITIES.get(severity)?.name ?? 'unknown';
}

/** An expiry (seconds since the epoch) that is invalid or negative shows empty; else its instant. */
export function expiryTime(expiry: { seconds: number } | null | undefined): number | null {
  const seconds = expiry?.seconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  return seconds * 1000;
}

/** Important details show split by line; blank lines add nothing. */
export function detailLines(details: string | null | undefined): string[] {
  return (details ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The alert's link when it is a web address. Admins type links by hand: a bare 'example.org' is read as
 * https, and a `javascript:` or other non-web address behind 'Visit Site' would run in or leave the member's
 * session, so it is not offered.
 */
export function safeLink(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
