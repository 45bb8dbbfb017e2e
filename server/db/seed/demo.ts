import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '../../../domain/privacy';
import { humanId } from '../../lib/tokens';
import { hashPassword } from '../../sign-in/passwords';
import type { Db } from '../client';
import { alerts, categories, familyMembers, locations, mosques, users } from '../schema';
import { type DemoVolunteer, demoAlerts, demoPlaces, demoVolunteers } from './data/demo-data';
import { demoMembers } from './data/demo-members';
import { seedDemoRegister } from './demo-register';
import { seedDemoTreasury } from './demo-treasury';

/** A demo volunteer's sign-in, printed once in the start banner; `treasurer` when they keep their masjid's treasury. */
export type DemoVolunteerLogin = { email: string; password: string; treasurer?: boolean };

// A published demo password would open every install that forgot NODE_ENV=production; each volunteer gets
// a random one instead, shown once when the demo data is planted.
function demoPassword(): string {
  return randomBytes(9).toString('base64url');
}

async function childId(db: Db, parentId: string, name: string): Promise<string | null> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.parentId, parentId), eq(sql`lower(${locations.name})`, name.toLowerCase())))
    .limit(1);
  return row?.id ?? null;
}

async function ensureChild(
  db: Db,
  parentId: string,
  name: string,
  type: 'city' | 'locality',
): Promise<string> {
  const found = await childId(db, parentId, name);
  if (found) return found;
  const [row] = await db.insert(locations).values({ name, type, parentId }).returning({ id: locations.id });
  return row!.id;
}

/** Demo cities, localities, masjids, alerts and volunteers; planted once, into a database with no masjids. */
export async function seedDemoData(
  db: Db,
  rootId: string,
  knownPassword?: string,
): Promise<{ seeded: boolean; volunteers: DemoVolunteerLogin[] }> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(mosques);
  if (n > 0) return { seeded: false, volunteers: [] };

  const mosqueIds = new Map<string, string>();
  const stateIds = new Map<string, string>();
  const areaIds = new Map<string, string>();
  for (const place of demoPlaces) {
    const stateId = await childId(db, rootId, place.state);
    const districtId = stateId && (await childId(db, stateId, place.district));
    if (!stateId || !districtId)
      throw new Error(`Demo place ${place.state} > ${place.district} is not in the India data`);
    stateIds.set(place.state, stateId);
    areaIds.set(`${place.state}/${place.district}`, districtId);
    for (const city of place.cities) {
      const cityId = await ensureChild(db, districtId, city.name, 'city');
      areaIds.set(`${place.state}/${place.district}/${city.name}`, cityId);
      for (const locality of city.localities) {
        const localityId = await ensureChild(db, cityId, locality.name, 'locality');
        for (const m of locality.masjids) {
          const [row] = await db
            .insert(mosques)
            .values({
              code: m.code,
              name: m.name,
              address: m.address,
              url: m.url,
              latitude: m.latitude,
              longitude: m.longitude,
              locationId: localityId,
            })
            .returning({ id: mosques.id });
          mosqueIds.set(m.code, row!.id);
        }
      }
    }
  }

  // Dated from this start, not from a calendar: the demo never shows an alert that is out of season or
  // already expired. Each was posted an hour after the one before it, so the last in the list is the newest.
  const now = Date.now();
  for (const [index, a] of demoAlerts.entries()) {
    const target =
      a.target.level === 'Mosque'
        ? { level: 'Mosque' as const, mosqueId: mosqueIds.get(a.target.code) ?? null, locationId: null }
        : a.target.level === 'state'
          ? { level: 'state' as const, locationId: stateIds.get(a.target.state) ?? null, mosqueId: null }
          : { level: 'country' as const, locationId: rootId, mosqueId: null };
    if (!target.locationId && !target.mosqueId)
      throw new Error(`Demo alert "${a.title}" has an unknown target`);
    await db.insert(alerts).values({
      title: a.title,
      message: a.message,
      category: a.category,
      severity: a.severity,
      importantDetails: a.importantDetails,
      link: a.link,
      createdAt: new Date(now - (demoAlerts.length - 1 - index) * 3_600_000),
      expiresAt: new Date(now + a.daysValid * 86_400_000),
      ...target,
    });
  }

  const logins: DemoVolunteerLogin[] = [];
  for (const v of demoVolunteers) {
    const password = knownPassword ?? demoPassword();
    logins.push({ email: v.email.toLowerCase(), password });
    await db.insert(users).values({
      uniqueId: humanId('VL'),
      role: 'volunteer',
      name: v.name,
      mobile: v.mobile,
      email: v.email.toLowerCase(),
      passwordHash: await hashPassword(password),
      categoryId: await topCategoryId(db, v.category),
      ...volunteerScope(v, mosqueIds, stateIds, areaIds),
    });
  }
  await seedDemoMembers(db, mosqueIds);
  const keeper = demoVolunteers.find((v) => v.keepsTreasury);
  const treasurer = keeper ? await seedDemoTreasury(db, keeper.email.toLowerCase()) : null;
  for (const login of logins) if (login.email === treasurer) login.treasurer = true;
  const registrar = demoVolunteers.find((v) => v.keepsRegister);
  if (registrar) await seedDemoRegister(db, registrar.email.toLowerCase());
  return { seeded: true, volunteers: logins };
}

/** The demo members and their families (data/demo-members.ts), two inserts in all. */
async function seedDemoMembers(db: Db, mosqueIds: Map<string, string>): Promise<void> {
  const people = demoMembers();
  const rows = await db
    .insert(users)
    .values(
      people.map((m) => ({
        uniqueId: humanId('AJ'),
        role: 'user' as const,
        name: m.name,
        gender: m.gender,
        dob: m.dob,
        mobile: m.mobile,
        address: m.address,
        mosqueId: mosqueIds.get(m.mosqueCode) ?? null,
        category: m.category,
        details: m.details,
        // Demo people are made up: they "accepted" the notice, so a walk-through opens their screens at once.
        noticeVersion: PRIVACY_NOTICE_VERSION,
      })),
    )
    .returning({ id: users.id });
  const family = people.flatMap((m, i) =>
    m.family.map((f) => ({ ...f, uniqueId: humanId('AJ'), userId: rows[i]!.id, address: m.address })),
  );
  if (family.length) await db.insert(familyMembers).values(family);
}

async function topCategoryId(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(sql`lower(${categories.name})`, name.toLowerCase())))
    .limit(1);
  return row?.id ?? null;
}

function volunteerScope(
  v: DemoVolunteer,
  mosqueIds: Map<string, string>,
  stateIds: Map<string, string>,
  areaIds: Map<string, string>,
) {
  if (v.scope.level === 'Mosque') {
    const id = mosqueIds.get(v.scope.code);
    if (!id) throw new Error(`Demo volunteer ${v.email} names an unknown masjid`);
    return { scopeLevel: 'Mosque' as const, scopeMosqueId: id };
  }
  const { state, district, city } = v.scope;
  const key = [state, district, city].filter(Boolean).join('/');
  const id = district ? areaIds.get(key) : stateIds.get(state);
  if (!id) throw new Error(`Demo volunteer ${v.email} names an unknown area`);
  return { scopeLevel: 'Area' as const, scopeLocationId: id };
}
