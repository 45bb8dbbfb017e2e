import { and, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayInIndia } from '../../domain/dates';
import { INDIA_OFFSET_MS } from '../../domain/india-time';
import type { Language } from '../../domain/languages';
import { addDays } from '../../domain/prayer-times/calendar-days';
import { timeChangeNotice } from '../../domain/prayer-times/change-notice-texts';
import { type ComingChange, comingChanges } from '../../domain/prayer-times/coming-changes';
import type { Db } from '../db/client';
import { mosqueTimeNotices, mosqueTimeVersions } from '../db/schema';
import type { Clock } from '../lib/clock';
import { type JobRunner, runHere, scheduleRounds } from '../lib/fleet-jobs';
import { type AudienceCursor, audienceBatch } from '../push/alert-audience';
import { type FanOutLimits, PUSH_LIMITS, sendToDevices } from '../push/paced-sends';
import { Pacer } from '../push/pacer';
import type { PushMessage } from '../push/push-sender';
import type { NotificationSender } from '../push/threaded-push-sender';
import { pointOf, readTimesRules } from './times-rules';

/**
 * The evening push of a coming change of a masjid's times: from 20:00 in India (or the first round after), the
 * members of each masjid whose jamaat times change tomorrow get "From tomorrow, Isha 8:45 pm" on their devices,
 * in each device's language. A row of mosque_time_notices per masjid and day claims it first, so a fleet, a
 * restart or the next round tells them once.
 */

/** The hour, in India, from which the evening's notices go out. */
const NOTICE_HOUR = 20;
/** A round every five minutes: the notices are an evening's, not a minute's. */
export const NOTICE_INTERVAL_MS = 5 * 60_000;
const minutesInIndia = (now: Date) => {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  return india.getUTCHours() * 60 + india.getUTCMinutes();
};

/**
 * The masjids whose rules may change tomorrow: a version that begins tomorrow, or a timetable for dates that
 * begins tomorrow or ended today (jsonb containment on the stored overrides), not yet told.
 */
async function candidateMosques(db: Db, today: string, tomorrow: string): Promise<string[]> {
  const overrideOn = (field: 'from' | 'to', date: string) =>
    sql`${mosqueTimeVersions.settings} -> 'overrides' @> ${JSON.stringify([{ [field]: date }])}::jsonb`;
  const rows = await db
    .selectDistinct({ mosqueId: mosqueTimeVersions.mosqueId })
    .from(mosqueTimeVersions)
    .where(
      and(
        sql`(${mosqueTimeVersions.effectiveFrom} = ${tomorrow}::date or ${overrideOn('from', tomorrow)} or ${overrideOn('to', today)})`,
        sql`not exists (select 1 from ${mosqueTimeNotices} n where n.mosque_id = ${sql.raw('"mosque_time_versions"."mosque_id"')} and n.change_date = ${tomorrow}::date)`,
      ),
    );
  return rows.map((r) => r.mosqueId);
}

/** Claims a masjid's notice of a day; false when another round or process has it. */
async function claim(db: Db, mosqueId: string, changeDate: string, now: Date): Promise<boolean> {
  const got = await db
    .insert(mosqueTimeNotices)
    .values({ mosqueId, changeDate, sentAt: now })
    .onConflictDoNothing()
    .returning({ mosqueId: mosqueTimeNotices.mosqueId });
  return got.length > 0;
}

/** The notification in one language; it opens the member's masjid page and lasts until tomorrow ends. */
function noticeMessage(
  mosque: { id: string; name: string },
  date: string,
  changes: ComingChange[],
  language: Language,
): PushMessage {
  const payload = {
    alertId: `times-${mosque.id}-${date}`,
    title: mosque.name,
    body: timeChangeNotice(changes, language),
    severity: 'low',
    url: '/mosque',
  };
  return {
    payload: JSON.stringify(payload),
    ttl: 24 * 3600,
    urgency: 'normal',
    topic: `times${mosque.id.replaceAll('-', '').slice(0, 27)}`,
  };
}

/**
 * Sends one masjid's notice to its members' devices through the alerts' paced sending: a batch of members at
 * a time, in the keyset of the masjid's members index, as a masjid's alert reaches them.
 */
async function tellMembers(
  db: Db,
  sender: NotificationSender,
  mosque: { id: string; name: string },
  date: string,
  changes: ComingChange[],
  limits: FanOutLimits,
  pacer: Pacer,
): Promise<number> {
  const audience = { level: 'Mosque' as const, mosqueId: mosque.id, locationId: null };
  let sent = 0;
  let cursor: AudienceCursor = null;
  for (;;) {
    const batch = await audienceBatch(db, audience, cursor, limits.batch);
    const outcomes = await sendToDevices(
      db,
      sender,
      batch.devices,
      (language) => noticeMessage(mosque, date, changes, language),
      limits.concurrency,
      pacer,
    );
    sent += outcomes.filter((o) => o === 'sent').length;
    if (!batch.more) return sent;
    cursor = batch.next;
  }
}

/**
 * One round: before 20:00 in India nothing; after it, each masjid whose jamaat times change tomorrow, once.
 * A masjid whose new rules only repeat the old times is marked told without a word. Returns the
 * notifications sent.
 */
export async function sendTimeChangeNotices(
  db: Db,
  clock: Clock,
  sender: NotificationSender,
  limits: FanOutLimits = PUSH_LIMITS,
): Promise<number> {
  const now = clock.now();
  if (minutesInIndia(now) < NOTICE_HOUR * 60) return 0;
  const today = todayInIndia(now);
  const tomorrow = addDays(today, 1);
  const pacer = new Pacer(limits.perSecond);
  let sent = 0;
  for (const mosqueId of await candidateMosques(db, today, tomorrow)) {
    const rules = await readTimesRules(db, { mosqueId }, today);
    const point = pointOf(rules.mosque);
    const changes = point ? comingChanges(point, rules.versions, today, 1) : [];
    if (!(await claim(db, mosqueId, tomorrow, now)) || changes.length === 0) continue;
    sent += await tellMembers(db, sender, rules.mosque, tomorrow, changes, limits, pacer);
  }
  return sent;
}

/** Runs the evening's notices every five minutes in the one process of the fleet that holds the job's lock. */
export function scheduleTimeChangeNotices(
  db: Db,
  clock: Clock,
  sender: NotificationSender,
  log: FastifyBaseLogger,
  jobs: JobRunner = runHere,
): () => void {
  return scheduleRounds(
    'time-change-notices',
    NOTICE_INTERVAL_MS,
    () => sendTimeChangeNotices(db, clock, sender),
    (err) => log.error({ err }, 'The evening notices of changed times failed'),
    jobs,
  );
}
