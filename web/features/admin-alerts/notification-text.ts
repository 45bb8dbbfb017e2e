/** The longest first line a notification shows before the phone cuts it. */
const FIRST_LINE_MAX = 120;

/**
 * The notification's text as the server writes it (server/push/alert-notification.ts): the severity words
 * and the message's first line, cut at a word near 120 characters ('High severity · Janaza after Asr').
 */
export function notificationBody(severity: string, message: string): string {
  const line = message.trim().split(/\r?\n/)[0]?.trim() ?? '';
  const cut = line.slice(0, FIRST_LINE_MAX);
  const space = cut.lastIndexOf(' ');
  const first =
    line.length <= FIRST_LINE_MAX
      ? line
      : `${(space > FIRST_LINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  return [severity, first].filter(Boolean).join(' · ');
}
