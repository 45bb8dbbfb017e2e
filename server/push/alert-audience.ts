import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type alerts, directoryMember, pushSubscriptions, users } from '../db/schema';

type Target = Pick<typeof alerts.$inferSelect, 'level' | 'locationId' | 'mosqueId'>;

/**
 * The members an alert reaches: the inverse of the member's feed (alert-feed.ts), which shows an alert of
 * their masjid or of any location above it. Each member carries the places above their masjid (migration
 * 0006), so the target is one column; a country alert reaches everyone. Members who accepted the privacy
 * notice only, as in the directory: that is the condition of the area indexes this reads.
 */
function inTarget(alert: Target): SQL | undefined {
  switch (alert.level) {
    case 'Mosque':
      return eq(users.mosqueId, alert.mosqueId!);
    case 'state':
      return eq(users.stateId, alert.locationId!);
    case 'district':
      return eq(users.districtId, alert.locationId!);
    case 'city':
      return eq(users.cityId, alert.locationId!);
    case 'locality':
      return eq(users.localityId, alert.locationId!);
    case 'country':
      return undefined;
  }
}

const sortName = sql<string>`coalesce(${users.name}, '')`;

/** Where the fan-out stands: after this member in the keyset (name, id); null at the start. */
export type AudienceCursor = { name: string; userId: string } | null;

/**
 * A batch of the target area's members, in the keyset order of the directory's area indexes
 * (`users_member_<area>_name_idx`: area, coalesce(name, ''), id), with their devices: a walk of the index
 * that stops after `limit` members, never a read of the whole area.
 */
export async function audienceBatch(db: Db, alert: Target, after: AudienceCursor, limit: number) {
  const members = await db
    .select({ id: users.id, name: sortName })
    .from(users)
    .where(
      and(
        directoryMember(users),
        inTarget(alert),
        after ? sql`(${sortName}, ${users.id}) > (${after.name}, ${after.userId})` : undefined,
      ),
    )
    .orderBy(asc(sortName), asc(users.id))
    .limit(limit);
  const devices = members.length
    ? await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          language: pushSubscriptions.language,
        })
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            members.map((m) => m.id),
          ),
        )
    : [];
  const last = members.at(-1);
  return {
    devices,
    next: last ? { name: last.name, userId: last.id } : after,
    more: members.length === limit,
  };
}

/** How many devices the target area holds now: the fan-out's total, counted once when it begins. */
export async function audienceDevices(db: Db, alert: Target): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(directoryMember(users), inTarget(alert)));
  return row?.n ?? 0;
}
