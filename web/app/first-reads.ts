import { meetsAccess } from '../../domain/access';
import { ALERTS_PAGE_MEMBER } from '../../domain/constants';
import { PATHS } from '../../domain/routes';
import { readToken } from '../lib/api';
import { membersListKey, UNFILTERED_FIRST_PAGE } from '../lib/members-first-page';
import { callStore } from '../lib/use-call';

/**
 * A read the entry started counts as fresh for this long for the screen that then asks for it: that screen
 * joins or reuses it instead of sending it again.
 */
const FIRST_READ_TTL_MS = 10_000;

/** The session the entry's reads were made with: null when it made none. */
let readWith: string | null = null;

/** The session the server has answered the entry's user read for (a user or a refusal): null until then. */
let answeredFor: string | null = null;

/**
 * The longest the first render waits for the newest alerts the entry asked for. On a first visit to the
 * member home nothing is kept to draw the alerts from, and their rows set the height of the card above the
 * links: drawn with the page, they move nothing (a card held open for five rows instead left blank space
 * under fewer). Past this, the card shows 'Loading Alerts...' in the space of five rows.
 */
const LAYOUT_READ_WAIT_MS = 2_000;

/** The newest alerts and the masjid's time rules, those the entry asked for and had no copy to draw at once. */
let layoutRead: Promise<void> | null = null;

/**
 * How long a kept reply may be taken as it is by a reader signed in with `token` (this page's, unless the
 * session is changing): the entry's reads belong
 * to the session they were made with, so after a sign-in over it (staff signing in where a member was) the
 * user is read again, never taken from the other session's reply.
 */
export function firstReadTtl(token: string | null = readToken()): number {
  return token !== null && token === readWith ? FIRST_READ_TTL_MS : 0;
}

/**
 * Whether the server has already answered the entry's read of the user signed in with `token`: the first
 * render usually comes after it (it waits for the languages and the screen's code), so the session starts
 * as checked instead of drawing the whole frame again a moment later only to say so (bench/README.md, "The
 * member home's second render").
 */
export function firstReadAnswered(token: string | null): boolean {
  return token !== null && token === answeredFor;
}

/** The newest alerts: the member home's, and page 1 of /alerts (one kept copy, web/lib/kept-reads.ts). */
export const NEWEST_ALERTS = { limit: ALERTS_PAGE_MEMBER, offset: 0 } as const;

/**
 * Starts the first screen's reads as the entry runs, side by side, before the languages, the screen's code
 * and the session's answer arrive: on 3G the member home's alerts were asked for only after all of them,
 * one after another. A failure is left for the screen to show when it asks.
 */
export function startFirstReads(path: string, search: string): void {
  readWith = readToken();
  if (!readWith) return;
  const later = () => {};
  const user = callStore.read('getSessionUser', {});
  const token = readWith;
  const answered = () => {
    // A sign-in or sign-out meanwhile made the answer another session's.
    if (readToken() === token) answeredFor = token;
  };
  user.then(answered, answered);
  const layout: Promise<void>[] = [];
  if (path === PATHS.memberHome || path === PATHS.alerts) {
    const kept = callStore.snapshot('getAlerts', NEWEST_ALERTS)?.data !== undefined;
    const alerts = callStore.read('getAlerts', NEWEST_ALERTS).then(later, later);
    if (!kept) layout.push(alerts);
  }
  // The home's first card is the next jamaat, computed from the masjid's rules: read as soon as the masjid is
  // known (at once from the user kept on the phone), and waited for like the alerts when none are kept.
  if (path === PATHS.memberHome) {
    const keptMosque = callStore.snapshot('getSessionUser', {})?.data?.mosqueId;
    const readTimes = (mosqueId: string | null | undefined) =>
      mosqueId ? callStore.read('getMosqueTimesRules', { mosqueId }).then(later, later) : undefined;
    const times = keptMosque
      ? readTimes(keptMosque)
      : user.then((u) => (u.role === 'user' ? readTimes(u.mosqueId) : undefined)).then(later, later);
    const kept = keptMosque && callStore.snapshot('getMosqueTimesRules', { mosqueId: keptMosque })?.data;
    if (times && !kept) layout.push(times);
  }
  if (layout.length > 0) layoutRead = Promise.all(layout).then(later);
  // The directory's first page is kept per user, so it waits for the user; it is still asked for long before
  // the screen's code has arrived. Filters in the address are the screen's to read.
  if (path === PATHS.adminMembers && search === '')
    user
      .then((u) =>
        meetsAccess('staff', u)
          ? callStore.read('getMembers', UNFILTERED_FIRST_PAGE, {
              ttl: Number.POSITIVE_INFINITY,
              persistKey: membersListKey(u.userId),
            })
          : undefined,
      )
      .catch(later);
}

/**
 * Settles when the reads that shape the first screen have landed (or failed), or after LAYOUT_READ_WAIT_MS:
 * the first render waits for it beside the screen's chunks, so that it draws the real rows.
 */
export function firstLayoutReads(): Promise<void> {
  if (!layoutRead) return Promise.resolve();
  const read = layoutRead;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, LAYOUT_READ_WAIT_MS);
    void read.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
