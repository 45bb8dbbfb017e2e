import { eq } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import type { Db } from '../db/client';
import { locationAncestors, locations, mosques, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { assertSelf } from '../policy/checks';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { MOSQUE_CHANGE_PER_MEMBER, mosqueChangeLimits, TOO_MANY_MOSQUE_CHANGES } from '../sign-in/limits';
import { counted, throttled } from '../sign-in/throttle';

/**
 * Moves the caller to another masjid. Family members have no masjid of their own (family_members has no
 * mosque column): they belong to the member, so they move with them and nothing else changes.
 */
export async function changeMosque(db: Db, clock: Clock, callerId: string, mosqueId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    // Key-share lock: the masjid cannot be deleted between this check and the update.
    const [found] = await tx
      .select({ id: mosques.id })
      .from(mosques)
      .where(eq(mosques.id, mosqueId))
      .for('key share');
    if (!found) throw notFound('Masjid');
    await tx.update(users).set({ mosqueId, updatedAt: clock.now() }).where(eq(users.id, callerId));
  });
}

/**
 * A member's own change of masjid, within MOSQUE_CHANGE_PER_MEMBER (5 in 24 hours; past it a 429 with
 * TOO_MANY_MOSQUE_CHANGES). A member with no masjid yet chooses one freely, and choosing the masjid they have
 * changes nothing, so neither counts; a masjid that does not exist gives its event back. The change that uses
 * up the allowance is logged once, as a burst, with the rule alone: no account, number or masjid.
 */
export async function changeOwnMosque(
  ctx: ServiceContext<'db' | 'caller' | 'services' | 'log'>,
  { mosqueId, userId }: { mosqueId: string; userId?: string | null },
) {
  const { db, services, log } = ctx;
  assertSelf(userId, ctx.caller);
  const callerId = ctx.caller.id;
  const changed = { pass: true, message: MSG.mosqueChanged };
  // Read afresh: the session's copy may be a few seconds old in another server process.
  const [current] = await db.select({ mosqueId: users.mosqueId }).from(users).where(eq(users.id, callerId));
  if (!current?.mosqueId || current.mosqueId === mosqueId) {
    await changeMosque(db, services.clock, callerId, mosqueId);
    return changed;
  }
  const limits = mosqueChangeLimits(callerId);
  await throttled(services.throttle, limits, TOO_MANY_MOSQUE_CHANGES, async () => {
    await changeMosque(db, services.clock, callerId, mosqueId);
    return counted(undefined);
  });
  const changes = await services.throttle.count(MOSQUE_CHANGE_PER_MEMBER, callerId);
  if (changes === MOSQUE_CHANGE_PER_MEMBER.limit) {
    log.warn(
      { rule: MOSQUE_CHANGE_PER_MEMBER.bucket, changes },
      'Repeated masjid changes by one member: further changes refused for 24 hours',
    );
  }
  return changed;
}

export type MyMosque = {
  mosque: {
    id: string;
    mosqueId: string;
    name: string;
    address: string;
    url: string;
    latitude: number | null;
    longitude: number | null;
  } | null;
  places: string[];
};

/**
 * A member's masjid and the names of the places above it, locality first and India last (/mosque shows
 * 'locality, city, district, state, India'): one query through the closure table, never a walk up the tree.
 */
export async function readMyMosque(ctx: ServiceContext<'db' | 'caller'>): Promise<MyMosque> {
  const { db } = ctx;
  const { mosqueId } = ctx.caller;
  if (!mosqueId) return { mosque: null, places: [] };
  const rows = await db
    .select({
      id: mosques.id,
      mosqueId: mosques.code,
      name: mosques.name,
      address: mosques.address,
      url: mosques.url,
      latitude: mosques.latitude,
      longitude: mosques.longitude,
      place: locations.name,
    })
    .from(mosques)
    .innerJoin(locationAncestors, eq(locationAncestors.locationId, mosques.locationId))
    .innerJoin(locations, eq(locations.id, locationAncestors.ancestorId))
    .where(eq(mosques.id, mosqueId))
    .orderBy(locationAncestors.depth);
  const [first] = rows;
  if (!first) return { mosque: null, places: [] };
  const { place: _place, ...mosque } = first;
  return { mosque, places: rows.map((r) => r.place) };
}
