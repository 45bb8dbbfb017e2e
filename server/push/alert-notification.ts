import { severityWords } from '../../domain/alert-severity-words';
import type { Language } from '../../domain/languages';
import type { PushMessage } from './push-sender';

export type AlertToPush = {
  id: string;
  title: string;
  message: string;
  severity: 'low' | 'moderate' | 'high';
  expiresAt: Date;
};

/** The push services keep an undelivered notification at most about four weeks. */
const MAX_TTL_SECONDS = 28 * 24 * 3600;
const FIRST_LINE_MAX = 120;

/** The message's first line, cut at a word near 120 characters so the lock screen shows a whole phrase. */
function firstLine(message: string): string {
  const line = message.trim().split(/\r?\n/)[0]!.trim();
  if (line.length <= FIRST_LINE_MAX) return line;
  const cut = line.slice(0, FIRST_LINE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > FIRST_LINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The notification of an alert in one language: what the service worker shows (title, the severity and the
 * first line) and the address it opens. The Topic is the alert id without dashes (32 characters of the
 * URL-safe alphabet RFC 8030 allows), so an edit's notification replaces the earlier one on the device.
 * Null once the alert has ended: it has nothing left to say.
 */
export function alertPush(alert: AlertToPush, language: Language, now: Date): PushMessage | null {
  const ttl = Math.min(Math.floor((alert.expiresAt.getTime() - now.getTime()) / 1000), MAX_TTL_SECONDS);
  if (ttl <= 0) return null;
  const payload = {
    alertId: alert.id,
    title: alert.title,
    body: `${severityWords(alert.severity, language)} · ${firstLine(alert.message)}`,
    severity: alert.severity,
    url: `/alerts?alert=${alert.id}`,
  };
  return {
    payload: JSON.stringify(payload),
    ttl,
    urgency: alert.severity === 'high' ? 'high' : 'normal',
    topic: alert.id.replaceAll('-', ''),
  };
}
