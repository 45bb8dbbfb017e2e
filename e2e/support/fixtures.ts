import { and, eq, isNull } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { DEFAULT_FUNDS, DEFAULT_ZAKAT_PURPOSES } from '../../domain/treasury/default-funds';
import { indiaMonthOf } from '../../domain/treasury/india-date';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import {
  alerts,
  categories,
  consents,
  familyMembers,
  mosques,
  mosqueTimeVersions,
  mosqueTreasuries,
  treasuryFunds,
  users,
} from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { humanId } from '../../server/lib/tokens';
import { hashPassword } from '../../server/sign-in/passwords';
import { insertRegisterHousehold } from '../../server/test/register-directory-world';
import { E2E } from './env';
import { seedRegisterClaimers } from './register-claim';
import { seedRegisterMerge } from './register-merge';

/**
 * A household of Mecca Masjid's register (decision 0014), as an import would leave it: the admin's directory
 * lists it by its head, marked "From the register"; a city volunteer of Hyderabad never sees it.
 */
export const REGISTER_HOUSEHOLD = {
  mosqueCode: 'TG-MM-001',
  head: { name: 'Qamar Register Head', dob: '1970-07-01', gender: 'male', mobile: '9811100391' },
  wife: { name: 'Rukhsana Register Wife', dob: '1975-07-01' },
} as const;

/** Members the journeys need that no screen can make: one with a known password, one suspended. */
export const MEMBERS = {
  returning: { phone: '9811100001', password: 'oldpass1', name: 'Farhan Qureshi' },
  suspended: { phone: '9811100002', password: 'suspended1', name: 'Salim Ansari' },
  home: { phone: '9811100003', password: 'homepass1', name: 'Ayaan Rahman Qureshi' },
  /** Entered by a volunteer with no password yet: the phone check answers code 1. */
  claim: { phone: '9811100004', password: null, name: 'Zainab Khatoon' },
} as const;

/** A member of Delhi's Jama Masjid, which has older alerts of its own: enough for a second page of /alerts. */
export const READER = { phone: '9811100005', password: 'readerpass1', name: 'Nusrat Jahan' } as const;
/**
 * The offline journey: a member of Delhi's Jama Masjid (alerts, and the volunteer Ayesha
 * Siddiqui) with one family member, who visits every member screen and then opens each with no network.
 */
export const OFFLINE_MEMBER = {
  phone: '9811100141',
  password: 'offlinepass1',
  name: 'Offline Rehana Parveen',
  family: 'Offline Family Yusuf',
} as const;
/** The masjid's own older alerts, oldest last; with the two demo alerts it sees, 7 in all. */
export const OLDER_ALERTS = [
  'Iftar volunteers needed',
  'Blood donation drive',
  'Masjid roof repair',
  'Eid prayer timings',
  'Library books returned',
];

/**
 * /mosque and /volunteers: a member of Delhi's Jama Masjid (its own demo volunteer, Ayesha Siddiqui) who moves
 * to Hyderabad's Mecca Masjid (the city's demo volunteer, Mohammed Irfan); and a member of Kodungallur's
 * Cheraman Juma Masjid, whom no volunteer covers.
 */
export const MASJID_MOVERS = [
  { phone: '9811100060', password: 'moverpass1', name: 'Imran Sheikh' },
  // The retry's own: the first try has already moved the other one.
  { phone: '9811100062', password: 'moverpass2', name: 'Imran Qureshi' },
] as const;
export const UNCOVERED = { phone: '9811100061', password: 'keralapass1', name: 'Shabana Beegum' } as const;

/**
 * The alert journeys: members of Kolkata's Nakhoda Masjid (Burrabazar) and Tipu Sultan Shahi Masjid
 * (Dharmatala), where no other journey reads alerts, so the alerts written there disturb nothing else.
 */
export const ALERT_MEMBERS = {
  nakhoda: { phone: '9811100080', password: 'nakhodapass1', name: 'Tanveer Alam', code: 'WB-NM-001' },
  tipu: { phone: '9811100081', password: 'tipupass1', name: 'Rubina Khatun', code: 'WB-TS-001' },
} as const;

/** Members of the /profile journeys: one fills in details and basic details, one changes the password. */
export const PROFILE_MEMBERS = {
  details: { phone: '9811100070', password: 'profilepass1', name: 'Imran Siddiqui', gender: 'male' },
  password: { phone: '9811100071', password: 'profilepass2', name: 'Rukhsar Begum', gender: 'female' },
} as const;

/**
 * The consent to urgent alerts by SMS on Profile: one member per width, since each journey first finds the
 * consent off, as every member has it until they turn it on.
 */
export const SMS_CONSENT_MEMBERS = {
  desktop: { phone: '9811100151', password: 'smsconsent1', name: 'Consent Desktop Mariam', gender: 'female' },
  'phone-360': { phone: '9811100152', password: 'smsconsent2', name: 'Consent Phone Junaid', gender: 'male' },
} as const;

/** The 'Alerts on WhatsApp' journeys, one per project: members of the same masjid as the SMS consent's. */
export const WHATSAPP_CONSENT_MEMBERS = {
  desktop: {
    phone: '9811100161',
    password: 'waconsent1',
    name: 'WhatsApp Desktop Rukhsana',
    gender: 'female',
  },
  'phone-360': { phone: '9811100162', password: 'waconsent2', name: 'WhatsApp Phone Tariq', gender: 'male' },
} as const;

/**
 * The privacy journeys, members of Delhi's Jama Masjid, which the demo volunteer Ayesha Siddiqui
 * serves: one hides from the directory and comes back, one downloads their data (with two family members), and
 * one per try deletes the account (the first try has already deleted its own).
 */
export const PRIVACY_MEMBERS = {
  listing: { phone: '9811100090', password: 'privacypass1', name: 'Privacy Listed Nargis' },
  download: { phone: '9811100091', password: 'privacypass2', name: 'Privacy Download Owais' },
  deleting: [
    { phone: '9811100092', password: 'privacypass3', name: 'Privacy Deleted Sajid' },
    { phone: '9811100093', password: 'privacypass4', name: 'Privacy Deleted Talha' },
  ],
} as const;
export const PRIVACY_FAMILY = ['Privacy Family Amina', 'Privacy Family Hamza'] as const;

/**
 * The look of the Urdu screens at 360 px (Nastaliq labels, right-aligned blocks, long education
 * levels): a member of Delhi's Jama Masjid whom no other journey changes, so the screenshots stay the same.
 * The address is Latin text with a leading number, which must keep its order inside a right-to-left page.
 */
export const LOOK_MEMBER = {
  phone: '9811100095',
  password: 'lookpass1',
  name: 'Salman Khan',
  address: '12 Gali Qasim Jan',
} as const;

/**
 * A member of Delhi's Jama Masjid who gave details before the privacy notice existed and has not accepted it:
 * every member screen shows the notice first.
 */
export const NOTICE_PENDING = {
  phone: '9811100171',
  password: 'pendingpass1',
  name: 'Notice Pending Shabnam',
} as const;

/**
 * Members of Delhi's Jama Masjid who open a shared alert's link signed out and sign in with an OTP: one per
 * width, since a number's OTPs are spaced out.
 */
export const LINK_OPENERS = {
  desktop: { phone: '9811100172', password: 'linkpass1', name: 'Link Opener Haseena' },
  phone: { phone: '9811100173', password: 'linkpass2', name: 'Link Opener Tabassum' },
} as const;

/**
 * The jamaat times journeys: a member of Delhi's Fatehpuri Masjid, whose times no other journey changes. Its
 * committee keeps fixed jamaat times (Maghrib 5 minutes after its adhan) and two Jumu'ahs, from 2026 on.
 */
export const TIMES_MEMBER = {
  phone: '9811100181',
  password: 'timespass1',
  name: 'Times Reader Yasmin',
  masjid: 'DL-FP-001',
} as const;
export const TIMES_SETTINGS = {
  jamaat: {
    fajr: { at: '04:30' },
    dhuhr: { at: '13:30' },
    asr: { at: '17:45' },
    maghrib: { after: 5 },
    isha: { at: '21:15' },
  },
  jumuah: [
    { khutbah: '13:00', jamaat: '13:15' },
    { khutbah: '13:45', jamaat: '14:00' },
  ],
} as const;

/**
 * Masjids the public page, near me and the TV journeys read, with their points: the demo data's own where it
 * has them, else these (two in Old Delhi, one in Hyderabad), so that the nearest-first order is known.
 */
export const MASJID_POINTS = {
  'DL-JM-001': { latitude: 28.6507, longitude: 77.2334 },
  'DL-FP-001': { latitude: 28.6563, longitude: 77.2218 },
  'TG-MM-001': { latitude: 17.3604, longitude: 78.4736 },
} as const;

/** An admin who is not a super admin; only the super admin comes from configuration. */
export const PLAIN_ADMIN = { email: 'plain.admin@e2e.local', password: 'plain-admin-1' } as const;

/**
 * The masjids whose times the times journeys change, each given its point (the demo data may not carry one
 * yet), and the volunteer who keeps the first one's times (the imam, say) but not the second's.
 */
export const TIMES_MASJIDS = {
  kept: { code: 'MH-JM-001', latitude: 18.9497, longitude: 72.8328 },
  other: { code: 'MH-HA-001', latitude: 18.9827, longitude: 72.8089 },
} as const;
export const TIMES_KEEPER = {
  email: 'times.keeper@e2e.local',
  password: 'times-keeper-1',
  name: 'Imam Keeper',
} as const;

/**
 * The Baitul Maal's journeys (e2e/admin-treasury.spec.ts): a volunteer of Minara Masjid whom the super admin
 * lets keep its treasury, and a member of that masjid who gives by UPI.
 */
export const TREASURY_MASJID = { code: 'MH-MM-001', name: 'Minara Masjid' } as const;
export const TREASURER = {
  email: 'treasurer@e2e.local',
  password: 'treasurer-1',
  name: 'Haji Treasurer',
} as const;
export const TREASURY_GIVER = { phone: '9811100211', password: 'giverpass1', name: 'Sakina Giver' } as const;

/**
 * The register's import (e2e/admin-register-import.spec.ts): a volunteer of Haji Ali Dargah Masjid whom the
 * super admin lets keep its register.
 */
export const REGISTER_MASJID = { code: 'MH-HA-001' } as const;
export const REGISTER_KEEPER = {
  email: 'register.keeper@e2e.local',
  password: 'register-keeper-1',
  name: 'Register Keeper',
} as const;

/**
 * The member's giving (e2e/member-giving.spec.ts) against the real server: Fatehpuri Masjid keeps a treasury,
 * set up here as its treasurer would (its chanda asked from this month on), and a volunteer of that masjid
 * keeps it and confirms the members' UPI gifts. Its members: one per width who gives through the Give
 * dialog and gets the receipt, one who starts a gift and gives its UTR later from 'My giving', and one who
 * never gives (the empty 'My giving', and the refused amounts, which send nothing).
 */
export const GIVING_MASJID = {
  code: 'DL-FP-001',
  name: 'Fatehpuri Masjid',
  upiId: 'fatehpuri@sbi',
  payeeName: 'Fatehpuri Masjid Trust',
  receiptPrefix: 'FPM',
  chandaPaise: 20_000,
} as const;
export const GIVING_TREASURER = {
  email: 'fatehpuri.treasurer@e2e.local',
  password: 'treasurer-2',
  name: 'Fatehpuri Treasurer',
} as const;
export const GIVERS = {
  desktop: { phone: '9811100221', password: 'giverpass2', name: 'Giver Desktop Rehana' },
  'phone-360': { phone: '9811100222', password: 'giverpass3', name: 'Giver Phone Arshad' },
  later: { phone: '9811100223', password: 'giverpass4', name: 'Giver Later Shabnam' },
  never: { phone: '9811100224', password: 'giverpass5', name: 'Giver Never Owais' },
  keyboard: { phone: '9811100225', password: 'giverpass6', name: 'Giver Keyboard Nazia' },
} as const;

/** Prepares the fresh data dir, then stops its database, before the app starts on it as `npm start` would. */
export async function prepareDatabase(dataDir: string, env: Record<string, string>): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seed(database.db, loadConfig(env), { demoVolunteerPassword: E2E.volunteer.password });
    const [mecca] = await database.db.select().from(mosques).where(eq(mosques.code, 'TG-MM-001'));
    for (const [key, m] of Object.entries(MEMBERS)) {
      await database.db.insert(users).values({
        uniqueId: humanId('AJ'),
        role: 'user',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        mobile: m.phone,
        name: m.name,
        dob: '1988-02-20',
        gender: 'male',
        address: 'Ghansi Bazaar, Hyderabad',
        mosqueId: mecca?.id,
        passwordHash: m.password ? await hashPassword(m.password) : null,
        suspended: key === 'suspended',
      });
    }
    for (const m of [
      ...Object.values(PROFILE_MEMBERS),
      ...Object.values(SMS_CONSENT_MEMBERS),
      ...Object.values(WHATSAPP_CONSENT_MEMBERS),
    ]) {
      await database.db.insert(users).values({
        uniqueId: humanId('AJ'),
        role: 'user',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        mobile: m.phone,
        name: m.name,
        dob: '1990-03-15',
        gender: m.gender,
        address: 'Old City, Hyderabad',
        mosqueId: mecca?.id,
        passwordHash: await hashPassword(m.password),
      });
    }
    const [jama] = await database.db.select().from(mosques).where(eq(mosques.code, 'DL-JM-001'));
    await database.db.insert(users).values({
      uniqueId: humanId('AJ'),
      role: 'user',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      mobile: READER.phone,
      name: READER.name,
      dob: '1992-06-11',
      gender: 'female',
      address: 'Chandni Chowk, Delhi',
      mosqueId: jama?.id,
      passwordHash: await hashPassword(READER.password),
    });
    const [offline] = await database.db
      .insert(users)
      .values({
        uniqueId: humanId('AJ'),
        role: 'user',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        mobile: OFFLINE_MEMBER.phone,
        name: OFFLINE_MEMBER.name,
        dob: '1991-04-09',
        gender: 'female',
        address: 'Matia Mahal, Delhi',
        mosqueId: jama?.id,
        passwordHash: await hashPassword(OFFLINE_MEMBER.password),
      })
      .returning({ id: users.id });
    await database.db.insert(familyMembers).values({
      uniqueId: humanId('AJ'),
      userId: offline!.id,
      name: OFFLINE_MEMBER.family,
      relation: 'Son',
      dob: '2014-05-20',
      gender: 'male',
      category: 'student',
    });
    const [cheraman] = await database.db.select().from(mosques).where(eq(mosques.code, 'KL-CJ-001'));
    for (const [m, masjid] of [
      ...MASJID_MOVERS.map((mover) => [mover, jama] as const),
      [UNCOVERED, cheraman] as const,
    ]) {
      await database.db.insert(users).values({
        uniqueId: humanId('AJ'),
        role: 'user',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        mobile: m.phone,
        name: m.name,
        dob: '1990-01-15',
        gender: m === UNCOVERED ? 'female' : 'male',
        address: 'Near the masjid',
        mosqueId: masjid?.id,
        passwordHash: await hashPassword(m.password),
      });
    }
    for (const m of [PRIVACY_MEMBERS.listing, PRIVACY_MEMBERS.download, ...PRIVACY_MEMBERS.deleting]) {
      const [row] = await database.db
        .insert(users)
        .values({
          uniqueId: humanId('AJ'),
          role: 'user',
          noticeVersion: PRIVACY_NOTICE_VERSION,
          mobile: m.phone,
          name: m.name,
          dob: '1985-07-07',
          gender: 'male',
          address: 'Old Delhi',
          mosqueId: jama?.id,
          passwordHash: await hashPassword(m.password),
        })
        .returning({ id: users.id });
      if (m === PRIVACY_MEMBERS.download)
        await database.db
          .insert(consents)
          .values({ userId: row!.id, kind: 'notice', granted: true, noticeVersion: PRIVACY_NOTICE_VERSION });
      if (m === PRIVACY_MEMBERS.download)
        for (const [i, name] of PRIVACY_FAMILY.entries())
          await database.db.insert(familyMembers).values({
            uniqueId: humanId('AJ'),
            userId: row!.id,
            name,
            relation: i === 0 ? 'Wife' : 'Son',
            dob: i === 0 ? '1987-01-01' : '2012-01-01',
            gender: i === 0 ? 'female' : 'male',
            category: i === 0 ? 'working' : 'student',
            // Added one after the other, as on the Family screen: two inserts can share a millisecond.
            createdAt: new Date(Date.now() + i * 1000),
          });
    }
    for (const m of Object.values(ALERT_MEMBERS)) {
      const [masjid] = await database.db.select().from(mosques).where(eq(mosques.code, m.code));
      await database.db.insert(users).values({
        uniqueId: humanId('AJ'),
        role: 'user',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        mobile: m.phone,
        name: m.name,
        dob: '1988-03-02',
        gender: m === ALERT_MEMBERS.tipu ? 'female' : 'male',
        address: 'Kolkata',
        mosqueId: masjid?.id,
        passwordHash: await hashPassword(m.password),
      });
    }
    // A day older each, so they follow the demo alerts (posted at start) in the newest-first list.
    for (const [i, title] of OLDER_ALERTS.entries()) {
      await database.db.insert(alerts).values({
        title,
        message: `${title}: details at the masjid office.`,
        category: 'society',
        severity: 'low',
        level: 'Mosque',
        mosqueId: jama?.id,
        locationId: null,
        createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      });
    }
    await database.db.insert(users).values({
      uniqueId: humanId('AJ'),
      role: 'user',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      mobile: LOOK_MEMBER.phone,
      name: LOOK_MEMBER.name,
      dob: '1991-09-23',
      gender: 'male',
      address: LOOK_MEMBER.address,
      mosqueId: jama?.id,
      passwordHash: await hashPassword(LOOK_MEMBER.password),
    });
    for (const m of Object.values(LINK_OPENERS))
      await database.db.insert(users).values({
        uniqueId: humanId('AJ'),
        role: 'user',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        mobile: m.phone,
        name: m.name,
        dob: '1993-12-01',
        gender: 'female',
        address: 'Daryaganj, Delhi',
        mosqueId: jama?.id,
        passwordHash: await hashPassword(m.password),
      });
    await database.db.insert(users).values({
      uniqueId: humanId('AJ'),
      role: 'user',
      noticeVersion: null,
      mobile: NOTICE_PENDING.phone,
      name: NOTICE_PENDING.name,
      dob: '1989-10-30',
      gender: 'female',
      address: 'Ballimaran, Delhi',
      mosqueId: jama?.id,
      passwordHash: await hashPassword(NOTICE_PENDING.password),
    });
    const [fatehpuri] = await database.db.select().from(mosques).where(eq(mosques.code, TIMES_MEMBER.masjid));
    // Its point on the map, where the demo data has none of its own.
    if (fatehpuri && fatehpuri.latitude === null)
      await database.db
        .update(mosques)
        .set({ latitude: 28.6562, longitude: 77.2226 })
        .where(eq(mosques.id, fatehpuri.id));
    await database.db
      .insert(mosqueTimeVersions)
      .values({ mosqueId: fatehpuri!.id, effectiveFrom: '2026-01-01', settings: TIMES_SETTINGS });
    await database.db.insert(users).values({
      uniqueId: humanId('AJ'),
      role: 'user',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      mobile: TIMES_MEMBER.phone,
      name: TIMES_MEMBER.name,
      dob: '1994-08-14',
      gender: 'female',
      address: 'Fatehpuri, Delhi',
      mosqueId: fatehpuri!.id,
      passwordHash: await hashPassword(TIMES_MEMBER.password),
    });
    await database.db.insert(mosqueTreasuries).values({
      mosqueId: fatehpuri!.id,
      upiId: GIVING_MASJID.upiId,
      payeeName: GIVING_MASJID.payeeName,
      legalName: 'Fatehpuri Masjid Waqf Trust',
      address: 'Fatehpuri, Chandni Chowk, Delhi 110006',
      pan: 'AAATF1234P',
      registration80G: 'AAATF1234PE20241',
      registration80GValidFrom: '2024-04-01',
      registration80GValidTo: '2029-03-31',
      chandaPaise: GIVING_MASJID.chandaPaise,
      chandaFrom: indiaMonthOf(new Date()),
      zakatPurposes: [...DEFAULT_ZAKAT_PURPOSES],
      receiptPrefix: GIVING_MASJID.receiptPrefix,
    });
    await database.db
      .insert(treasuryFunds)
      .values(DEFAULT_FUNDS.map((f) => ({ mosqueId: fatehpuri!.id, key: f.key, name: f.name })));
    const [anyCategory] = await database.db.select().from(categories).limit(1);
    await database.db.insert(users).values({
      uniqueId: humanId('AD'),
      role: 'volunteer',
      email: GIVING_TREASURER.email,
      name: GIVING_TREASURER.name,
      mobile: '9811100220',
      passwordHash: await hashPassword(GIVING_TREASURER.password),
      scopeLevel: 'Mosque',
      scopeMosqueId: fatehpuri!.id,
      categoryId: anyCategory?.id,
      keepsTreasury: true,
    });
    for (const m of Object.values(GIVERS))
      await database.db.insert(users).values({
        uniqueId: humanId('AJ'),
        role: 'user',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        mobile: m.phone,
        name: m.name,
        dob: '1991-03-12',
        gender: 'female',
        address: 'Fatehpuri, Delhi',
        mosqueId: fatehpuri!.id,
        passwordHash: await hashPassword(m.password),
      });
    await database.db.insert(users).values({
      uniqueId: humanId('AD'),
      role: 'admin',
      email: PLAIN_ADMIN.email,
      name: 'Plain Admin',
      passwordHash: await hashPassword(PLAIN_ADMIN.password),
    });
    for (const m of Object.values(TIMES_MASJIDS))
      await database.db
        .update(mosques)
        .set({ latitude: m.latitude, longitude: m.longitude })
        .where(eq(mosques.code, m.code));
    const [kept] = await database.db.select().from(mosques).where(eq(mosques.code, TIMES_MASJIDS.kept.code));
    const [category] = await database.db.select().from(categories).limit(1);
    await database.db.insert(users).values({
      uniqueId: humanId('AD'),
      role: 'volunteer',
      email: TIMES_KEEPER.email,
      name: TIMES_KEEPER.name,
      mobile: '9811100191',
      passwordHash: await hashPassword(TIMES_KEEPER.password),
      scopeLevel: 'Mosque',
      scopeMosqueId: kept?.id,
      categoryId: category?.id,
      keepsMosqueTimes: true,
    });
    const [minara] = await database.db.select().from(mosques).where(eq(mosques.code, TREASURY_MASJID.code));
    await database.db.insert(users).values({
      uniqueId: humanId('AD'),
      role: 'volunteer',
      email: TREASURER.email,
      name: TREASURER.name,
      mobile: '9811100212',
      passwordHash: await hashPassword(TREASURER.password),
      scopeLevel: 'Mosque',
      scopeMosqueId: minara?.id,
      categoryId: category?.id,
      keepsTreasury: true,
    });
    const [registerMasjid] = await database.db
      .select()
      .from(mosques)
      .where(eq(mosques.code, REGISTER_MASJID.code));
    await database.db.insert(users).values({
      uniqueId: humanId('AD'),
      role: 'volunteer',
      email: REGISTER_KEEPER.email,
      name: REGISTER_KEEPER.name,
      mobile: '9811100213',
      passwordHash: await hashPassword(REGISTER_KEEPER.password),
      scopeLevel: 'Mosque',
      scopeMosqueId: registerMasjid?.id,
      categoryId: category?.id,
      keepsRegister: true,
    });
    await database.db.insert(users).values({
      uniqueId: humanId('AJ'),
      role: 'user',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      mobile: TREASURY_GIVER.phone,
      name: TREASURY_GIVER.name,
      dob: '1990-05-02',
      gender: 'female',
      address: 'Bhendi Bazaar, Mumbai',
      mosqueId: minara?.id,
      passwordHash: await hashPassword(TREASURY_GIVER.password),
    });
    await insertRegisterHousehold(
      database.db,
      mecca!.id,
      { ...REGISTER_HOUSEHOLD.head, dobApproximate: true, address: 'Ghansi Bazaar, Hyderabad' },
      [{ ...REGISTER_HOUSEHOLD.wife, relation: 'Wife', gender: 'female', dobApproximate: true }],
    );
    for (const [code, point] of Object.entries(MASJID_POINTS)) {
      await database.db
        .update(mosques)
        .set(point)
        .where(and(eq(mosques.code, code), isNull(mosques.latitude)));
    }
    await seedRegisterMerge(database.db);
    await seedRegisterClaimers(database.db);
  } finally {
    await database.close();
  }
}
