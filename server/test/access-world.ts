import { eq } from 'drizzle-orm';
import { alerts, categories, familyMembers, locations, mosques, users } from '../db/schema';
import { hashPassword } from '../sign-in/passwords';
import { FAMILY_OF_A, MEMBER_A, type SignedInCaller, SPARE_OF_A } from './access-callers';
import {
  buildAdmin,
  buildMember,
  buildSuperAdmin,
  buildVolunteer,
  insertUser,
  type NewUser,
} from './factories';
import type { TestApp } from './harness';
import { buildSmallTree } from './small-tree';

/** The password of every account a sample gives one to: its hash is made once, argon2 is slow. */
export const KNOWN_PASSWORD = 'Matrix-known-pass-31';

/** An alert like the ones the admin sends. */
export const MATRIX_ALERT = {
  title: 'Matrix alert',
  message: 'Matrix message',
  category: 'society',
  severity: 'low',
  // Far ahead of the test clock, so it is always in the future.
  expiry: { seconds: 4_102_444_800 },
} as const;

/** A member who accepted the privacy notice: only they are in the directory, so a staff read of it proves something. */
const MEMBER = {
  dob: '1990-01-01',
  gender: 'male' as const,
  address: '1 Street',
  noticeAcceptedAt: new Date(),
};

/**
 * What the access matrix calls on: the eight callers' accounts, the rows everyone only reads, and makers of the
 * rows a single call changes or deletes, so that no call finds its row already changed or gone by another.
 */
export async function buildAccessWorld(t: TestApp) {
  const { db } = t;
  const tree = await buildSmallTree(db, 'AM');
  const add = (values: NewUser) => insertUser(db, values);
  const knownPasswordHash = await hashPassword(KNOWN_PASSWORD);
  const staff = (n: number) => ({
    uniqueId: `AD-MATRIX-${n}`,
    email: `matrix${n}@test.local`,
    name: `Staff ${n}`,
  });
  const accounts: Record<SignedInCaller, string> = {
    // Member A agreed to urgent alerts by SMS: the audience of every alert SMS a sample sends.
    'member A': await add(
      buildMember({ ...MEMBER, ...MEMBER_A, mosqueId: tree.oldMosque, alertSmsConsent: true }),
    ),
    'member B': await add(
      buildMember({
        ...MEMBER,
        name: 'Matrix Beta',
        mobile: '9000011112',
        uniqueId: 'AJ-MATRIX-B',
        mosqueId: tree.harbourMosque,
      }),
    ),
    'volunteer in scope': await add(
      buildVolunteer({ ...staff(1), scope: { level: 'Area', locationId: tree.north } }),
    ),
    'volunteer out of scope': await add(
      buildVolunteer({ ...staff(2), scope: { level: 'Mosque', mosqueId: tree.harbourMosque } }),
    ),
    admin: await add(buildAdmin(staff(3))),
    'super admin': await add(buildSuperAdmin(staff(4))),
    suspended: await add(
      buildMember({ ...MEMBER, name: 'Matrix Gamma', mobile: '9000011113', uniqueId: 'AJ-MATRIX-C' }),
    ),
  };
  const mosqueOf: Partial<Record<SignedInCaller, string>> = {
    'member A': tree.oldMosque,
    'member B': tree.harbourMosque,
  };

  const familyMemberOfA = async (values: { name: string; uniqueId: string }) =>
    (
      await db
        .insert(familyMembers)
        .values({ ...values, userId: accounts['member A'], relation: 'Son' })
        .returning({ id: familyMembers.id })
    )[0]!.id;
  const alert = async (values: Partial<typeof alerts.$inferInsert> = {}) =>
    (
      await db
        .insert(alerts)
        .values({
          ...MATRIX_ALERT,
          expiresAt: new Date(MATRIX_ALERT.expiry.seconds * 1000),
          level: 'Mosque',
          mosqueId: tree.oldMosque,
          createdBy: accounts.admin,
          ...values,
        })
        .returning({ id: alerts.id })
    )[0]!.id;
  const category = async (name: string) =>
    (await db.insert(categories).values({ name, level: 0 }).returning({ id: categories.id }))[0]!.id;

  /** Rows of one call's own, each named after `n`, the call's number. */
  const fresh = {
    location: async (n: number) =>
      (
        await db
          .insert(locations)
          .values({ name: `Matrix Place ${n}`, type: 'locality', parentId: tree.northCity })
          .returning({ id: locations.id })
      )[0]!.id,
    category: (n: number) => category(`Matrix Category ${n}`),
    mosque: async (n: number) =>
      (
        await db
          .insert(mosques)
          .values({
            code: `AM-FRESH-${n}`,
            name: `Masjid ${n}`,
            address: '1 Street',
            url: '',
            locationId: tree.oldTown,
          })
          .returning({ id: mosques.id })
      )[0]!.id,
    /** An alert the admin created: theirs and the super admin's to change, NOT_FOUND for anyone else. */
    alert,
    familyMemberOfA: (n: number) =>
      familyMemberOfA({ name: `${SPARE_OF_A.name} ${n}`, uniqueId: `${SPARE_OF_A.uniqueId}-${n}` }),
    /** An account (a member unless `values` say otherwise) whose password is KNOWN_PASSWORD. */
    account: (values: NewUser) => add({ passwordHash: knownPasswordHash, ...values }),
    /** Sets (or, with null, takes away) an account's password; nothing for a visitor, who has none. */
    password: async (userId: string | null, hash: string | null = knownPasswordHash) => {
      if (userId) await db.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
    },
    /** An account like the caller's own, for a call that ends the account it is made from. */
    twinOf: async (userId: string, n: number) => {
      const [found] = await db.select().from(users).where(eq(users.id, userId));
      const { id: _, ...row } = found!;
      const mobile = row.mobile ? `9124${String(n).padStart(6, '0')}` : null;
      const email = row.email && `twin${n}.${row.email}`;
      return add({ ...row, name: `Matrix Twin ${n}`, uniqueId: `${row.uniqueId}-T${n}`, mobile, email });
    },
  };

  return {
    tree,
    accounts,
    mosqueOf,
    fresh,
    familyOfA: await familyMemberOfA(FAMILY_OF_A),
    /** A category staff are filed under: nothing renames or deletes it. */
    category: await category('Matrix Staff Category'),
    /** The admin's alert that the reads look at: nothing changes it. */
    alert: await alert(),
  };
}

export type AccessWorld = Awaited<ReturnType<typeof buildAccessWorld>>;
