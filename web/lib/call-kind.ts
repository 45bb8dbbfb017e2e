// The catalogue names its reads by their verb (fetchAlerts, getMosques, checkUserExist); anything else
// changes something on the server, or starts or ends a session.
const READ = /^(fetch|get|check)[A-Z]/;

/**
 * Whether a call changes something on the server. Offline, a write is refused before it is sent, so it is
 * never queued or half-done; a read may still be tried. A new verb counts as a write until named here.
 */
export function isWrite(name: string): boolean {
  return !READ.test(name);
}
