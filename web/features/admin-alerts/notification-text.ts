/** The longest first line a notification shows before the phone cuts it. */
const FIRST_LINE_MAX = 120;

/** The notification's text: the severity and the message's first line ('High · Janaza after Asr today'). */
export function notificationBody(severity: string, message: string): string {
  const first =
    message
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim() ?? '';
  const line = first.length > FIRST_LINE_MAX ? `${first.slice(0, FIRST_LINE_MAX - 1).trimEnd()}…` : first;
  return line ? `${severity} · ${line}` : severity;
}
