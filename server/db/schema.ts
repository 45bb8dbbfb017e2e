import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBER_EDUCATION_LEVEL_SQL, MEMBER_SUB_CATEGORY_SQL } from './member-expressions';

const NIL_UUID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's `cube` (a trusted extension, so the portal's own role may create it; migration 0023). */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type', { enum: ['country', 'state', 'district', 'city', 'locality'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // coalesce makes top-level names unique too (NULLs are otherwise distinct).
    uniqueIndex('locations_parent_name_uq').on(
      sql`coalesce(${t.parentId}, ${NIL_UUID})`,
      sql`lower(${t.name})`,
    ),
    index('locations_parent_idx').on(t.parentId),
    check('locations_type_ck', sql`${t.type} in ('country','state','district','city','locality')`),
    check('locations_root_ck', sql`(${t.type} = 'country') = (${t.parentId} is null)`),
  ],
);

/**
 * The closure of the location tree: one row for each location and each location above it, itself included
 * (depth 0). Kept by triggers on locations (migration 0001), so "everything under X" and "everything above Y"
 * are one indexed lookup, never a walk up or down the tree.
 */
export const locationAncestors = pgTable(
  'location_ancestors',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.locationId] }),
    index('location_ancestors_location_idx').on(t.locationId, t.depth),
  ],
);

export const mosques = pgTable(
  'mosques',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    url: text('url').notNull(),
    /**
     * The state, district and city above the masjid's locality, kept by triggers (migration 0004) from
     * location_ancestors. A masjid list of any area is then one index range in name order, never a join
     * over every locality below it (bench/mosques-in-area.ts).
     */
    stateId: uuid('state_id'),
    districtId: uuid('district_id'),
    cityId: uuid('city_id'),
    /** Degrees; both or neither. A masjid without them shows "Times not set yet". Inside India (the domain). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The point on the unit sphere as a 3-D cube, for the nearest-masjids query: the chord between two points
     * orders them as the great circle does, so a GiST index on it answers `<->` nearest-first
     * (bench/nearest-mosques.ts). earthdistance would do the same but needs a superuser to install.
     */
    earthPoint: cube('earth_point').generatedAlwaysAs(
      sql`case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mosques_code_uq').on(sql`lower(${t.code})`),
    index('mosques_earth_point_idx').using('gist', t.earthPoint).where(sql`${t.earthPoint} is not null`),
    check(
      'mosques_point_ck',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    // The keyset of a masjid list: a page in a large Area walks it and stops after one page (bench/scope-plan.ts).
    index('mosques_name_idx').on(t.name, t.id),
    index('mosques_location_name_idx').on(t.locationId, t.name, t.id),
    index('mosques_city_name_idx').on(t.cityId, t.name, t.id),
    index('mosques_district_name_idx').on(t.districtId, t.name, t.id),
    index('mosques_state_name_idx').on(t.stateId, t.name, t.id),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_parent_name_uq').on(
      sql`coalesce(${t.parentId}, ${NIL_UUID})`,
      sql`lower(${t.name})`,
    ),
    index('categories_parent_idx').on(t.parentId),
    check('categories_level_ck', sql`${t.level} >= 0`),
  ],
);

/** The reference values getValues serves, one row per value; `kind` says which list it belongs to. */
export const referenceValues = pgTable(
  'reference_values',
  {
    kind: text('kind', { enum: ['education', 'educationLevel', 'workType', 'notWorkStudy'] }).notNull(),
    valueId: integer('value_id').notNull(),
    name: text('name').notNull(),
    rangeStart: integer('range_start'),
    rangeEnd: integer('range_end'),
  },
  (t) => [
    uniqueIndex('reference_values_pk').on(t.kind, t.valueId),
    check(
      'reference_values_kind_ck',
      sql`${t.kind} in ('education','educationLevel','workType','notWorkStudy')`,
    ),
  ],
);

/** The columns the directory's filters read, so that a name index can answer them without the table. */
const memberFilterColumns = (t: {
  listedInDirectory: AnyPgColumn;
  gender: AnyPgColumn;
  dob: AnyPgColumn;
  category: AnyPgColumn;
  name: AnyPgColumn;
}) => [t.listedInDirectory, t.gender, t.dob, t.category, t.name] as const;

/**
 * The rows the members directory may read: members who accepted the privacy notice and have given their name. A
 * registration that stopped before its details (at Create Password, say) is a number, not yet a member: no
 * staff member lists, exports or counts it. Every directory index is partial on this, the kept counts'
 * triggers test the same (migration 0021), and membersWhere (server/directory/member-queries.ts) writes it out
 * literally, so such an account is in no index the directory reads, and a page still reads the index alone.
 */
export const directoryMember = (t: { role: AnyPgColumn; noticeVersion: AnyPgColumn; name: AnyPgColumn }) =>
  sql`${t.role} = 'user' and ${t.noticeVersion} is not null and ${t.name} is not null`;

export const users = pgTable(
  'users',
  {
    id: id(),
    uniqueId: text('unique_id').notNull(),
    role: text('role', { enum: ['user', 'volunteer', 'admin'] }).notNull(),
    superAdmin: boolean('super_admin').notNull().default(false),
    mobile: char('mobile', { length: 10 }),
    email: text('email'),
    passwordHash: text('password_hash'),
    suspended: boolean('suspended').notNull().default(false),
    name: text('name'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    address: text('address'),
    mosqueId: uuid('mosque_id').references(() => mosques.id, { onDelete: 'set null' }),
    category: text('category'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    scopeLevel: text('scope_level', { enum: ['Area', 'Mosque'] }),
    scopeLocationId: uuid('scope_location_id').references(() => locations.id, { onDelete: 'restrict' }),
    scopeMosqueId: uuid('scope_mosque_id').references(() => mosques.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    // The places above a member's masjid, kept by triggers (migration 0006) from the masjid's own: the
    // members directory reads an area as one index range, never a walk of the tree.
    stateId: uuid('state_id'),
    districtId: uuid('district_id'),
    cityId: uuid('city_id'),
    localityId: uuid('locality_id'),
    /** The privacy notice version the member accepted (domain/privacy.ts), and when; null: not yet. */
    noticeVersion: integer('notice_version'),
    noticeAcceptedAt: timestamp('notice_accepted_at', { withTimezone: true }),
    /** The member's consent to appear in the staff's members directory; they may withdraw and give it again. */
    listedInDirectory: boolean('listed_in_directory').notNull().default(true),
    /**
     * The member's consent to urgent alerts by SMS: off until they give it on Profile, and urgent SMS go only
     * to those who did (server/alerts/alert-sms.ts). Each change is a row of `consents`.
     */
    alertSmsConsent: boolean('alert_sms_consent').notNull().default(false),
    /**
     * When the member opted in to alerts (and receipts) on WhatsApp, which WhatsApp's policy asks of every
     * message a business starts; null: not given, or withdrawn. Each change is a row of `consents`.
     */
    alertWhatsappConsentAt: timestamp('alert_whatsapp_consent_at', { withTimezone: true }),
    /**
     * A volunteer whose scope is one masjid may keep that masjid's jamaat times (the imam or mutawalli): the
     * super admin's grant, checked in the times' update together with the scope.
     */
    keepsMosqueTimes: boolean('keeps_mosque_times').notNull().default(false),
    /**
     * A volunteer whose scope is one masjid may keep that masjid's treasury (its treasurer): the super admin's
     * grant, checked with the scope in every treasury write (server/policy/checks.ts, mayKeepTreasury).
     */
    keepsTreasury: boolean('keeps_treasury').notNull().default(false),
    /**
     * A volunteer whose scope is one masjid may bring in and keep that masjid's register (import, merge,
     * invitations): the super admin's grant, checked with the scope (server/policy/checks.ts, mayKeepRegister).
     */
    keepsRegister: boolean('keeps_register').notNull().default(false),
    /** The date of birth was made from an age (the committee's register, decision 0014): shown as approximate. */
    dobApproximate: boolean('dob_approximate').notNull().default(false),
    // The details the directory filters by (domain/functions/directory.ts), kept by the database from
    // `details` so that their indexes answer a page without the table (bench/members-directory.ts).
    subCategory: text('sub_category').generatedAlwaysAs(MEMBER_SUB_CATEGORY_SQL),
    educationLevel: text('education_level').generatedAlwaysAs(MEMBER_EDUCATION_LEVEL_SQL),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_unique_id_uq').on(t.uniqueId),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_mosque_idx').on(t.mosqueId),
    index('users_role_idx').on(t.role),
    // The keyset of the directory, newest first: without it a state-wide page scans every masjid
    // (bench/scope-plan.ts).
    index('users_created_idx').on(t.createdAt, t.id),
    // A member's volunteers (getMyVolunteers) are found by the scope that covers their masjid. Partial: only
    // staff rows have a scope, so the indexes stay as small as the staff list however many members there are.
    index('users_scope_location_idx').on(t.scopeLocationId).where(sql`${t.scopeLocationId} is not null`),
    index('users_scope_mosque_idx').on(t.scopeMosqueId).where(sql`${t.scopeMosqueId} is not null`),
    // The members directory by name, keyset (name, id), for each kind of area; members only.
    // Everyone's and a state's carry the filters' columns after the key (id is unique, so they never change
    // the order): a filtered page's ids are then read from the index alone, however far the matches are
    // spread in name order (bench/members-directory.ts). Smaller areas read their few rows from the table.
    index('users_member_name_idx')
      .on(sql`coalesce(${t.name}, '')`, t.id, ...memberFilterColumns(t))
      .where(directoryMember(t)),
    index('users_member_state_name_idx')
      .on(t.stateId, sql`coalesce(${t.name}, '')`, t.id, ...memberFilterColumns(t))
      .where(directoryMember(t)),
    index('users_member_district_name_idx')
      .on(t.districtId, sql`coalesce(${t.name}, '')`, t.id)
      .where(directoryMember(t)),
    index('users_member_city_name_idx')
      .on(t.cityId, sql`coalesce(${t.name}, '')`, t.id)
      .where(directoryMember(t)),
    index('users_member_locality_name_idx')
      .on(t.localityId, sql`coalesce(${t.name}, '')`, t.id)
      .where(directoryMember(t)),
    index('users_member_mosque_name_idx')
      .on(t.mosqueId, sql`coalesce(${t.name}, '')`, t.id)
      .where(directoryMember(t)),
    // The directory's filters and name search at national scale (bench/members-directory.ts): trigrams for a
    // name's substring in any script, and btrees for age, category with gender and age, subCategory and level.
    // The trigram index also holds each member's state and district (btree_gin, migration 0010): a search
    // within one of them reads only the matches there, where testing every name of a large state took 35 ms.
    index('users_member_area_name_trgm_idx')
      .using('gin', t.stateId, t.districtId, t.name.op('gin_trgm_ops'))
      .where(directoryMember(t)),
    index('users_member_dob_idx').on(t.dob).where(directoryMember(t)),
    // A search by the end of a mobile number (the name filter given 4 to 10 digits): the number reversed, so
    // that its end is a prefix the index finds (LIKE '6740%'), however many members there are (migration 0022,
    // bench/README.md).
    index('users_member_mobile_end_idx')
      .using('btree', sql`reverse(${t.mobile}::text) text_pattern_ops`)
      .where(directoryMember(t)),
    // A state's "female students aged 17" counted from the index alone: with the state and the listing after
    // the filters, a count no longer reads each nationwide match's row to test its state (5,900 table pages
    // for Uttar Pradesh's 717 of 7,512, migration 0019).
    index('users_member_category_idx')
      .on(t.category, t.gender, t.dob, t.stateId, t.listedInDirectory)
      .where(directoryMember(t)),
    // The details' filters in name order: a page of them is a range of the index.
    index('users_member_sub_category_idx')
      .on(t.category, t.subCategory, sql`coalesce(${t.name}, '')`, t.id, t.listedInDirectory)
      .where(directoryMember(t)),
    index('users_member_level_idx')
      .on(t.educationLevel, sql`coalesce(${t.name}, '')`, t.id, t.listedInDirectory)
      .where(directoryMember(t)),
    check('users_role_ck', sql`${t.role} in ('user','volunteer','admin')`),
    check('users_gender_ck', sql`${t.gender} is null or ${t.gender} in ('male','female')`),
    check('users_mobile_ck', sql`${t.mobile} is null or ${t.mobile} ~ '^[0-9]{10}$'`),
    check('users_super_admin_ck', sql`not ${t.superAdmin} or ${t.role} = 'admin'`),
    check(
      'users_scope_ck',
      sql`(${t.scopeLevel} is null and ${t.scopeLocationId} is null and ${t.scopeMosqueId} is null)
        or (${t.scopeLevel} = 'Area' and ${t.scopeLocationId} is not null and ${t.scopeMosqueId} is null)
        or (${t.scopeLevel} = 'Mosque' and ${t.scopeMosqueId} is not null and ${t.scopeLocationId} is null)`,
    ),
  ],
);

/**
 * The "no place" of the kept counts' key columns: the row of everyone has no state, a state's row no district,
 * a district's no city; and members without a masjid are counted under this masjid id. A key column cannot be
 * null in a primary key, and no real place or masjid has this id.
 */
export const NO_PLACE = '00000000-0000-0000-0000-000000000000';

/**
 * The directory overview's counts, kept up to date by statement triggers on users (migration 0019): the
 * members the directory lists (membersWhere: accepted the notice, listed) for everyone (state, district and
 * city NO_PLACE), each state (district and city NO_PLACE), each district (city NO_PLACE) and each city, by
 * category ('' for none), gender ('' for none) and age band (its first year, -1 without a date of birth) as
 * of member_counts_day's day. Counting a million members took 1.4 to 2.4 s; one area's rows are read in
 * milliseconds (bench/members-directory.ts). A locality or a masjid is counted live: it holds few members,
 * and kept rows for each would outnumber the members themselves. See docs/decisions/0011-kept-member-counts.md.
 */
export const memberCounts = pgTable(
  'member_counts',
  {
    stateId: uuid('state_id').notNull(),
    districtId: uuid('district_id').notNull(),
    cityId: uuid('city_id').notNull(),
    category: text('category').notNull(),
    gender: text('gender').notNull(),
    ageBand: smallint('age_band').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [
    // Everyone's rows and a state's by the key; a district's and a city's (whose state the scope does not name)
    // by their own column.
    primaryKey({
      name: 'member_counts_pk',
      columns: [t.stateId, t.districtId, t.cityId, t.category, t.gender, t.ageBand],
    }),
    index('member_counts_district_idx').on(t.districtId, t.cityId),
    index('member_counts_city_idx').on(t.cityId),
  ],
);

/**
 * The listed members of each masjid (NO_PLACE: members without one), with the masjid's places, kept by the
 * same triggers: the overview's ten largest masjids of any area are the first rows of one of these indexes.
 */
export const mosqueMemberCounts = pgTable(
  'mosque_member_counts',
  {
    mosqueId: uuid('mosque_id').primaryKey(),
    stateId: uuid('state_id'),
    districtId: uuid('district_id'),
    cityId: uuid('city_id'),
    localityId: uuid('locality_id'),
    members: integer('members').notNull(),
  },
  // In the order the overview reads them, `members desc` (nulls first, as ORDER BY … DESC has it): an index
  // in another order is not used for the ten largest, and all 230,700 rows were sorted (64 ms).
  (t) => [
    index('mosque_member_counts_members_idx').on(t.members.desc().nullsFirst(), t.mosqueId),
    index('mosque_member_counts_state_idx').on(t.stateId, t.members.desc().nullsFirst(), t.mosqueId),
    index('mosque_member_counts_district_idx').on(t.districtId, t.members.desc().nullsFirst(), t.mosqueId),
    index('mosque_member_counts_city_idx').on(t.cityId, t.members.desc().nullsFirst(), t.mosqueId),
    index('mosque_member_counts_locality_idx').on(t.localityId, t.members.desc().nullsFirst(), t.mosqueId),
  ],
);

/**
 * The day (in India) whose ages member_counts' bands hold: one row. The nightly job moves it to today and
 * the members whose band changed with it (member_counts_move_to, migration 0019).
 */
export const memberCountsDay = pgTable(
  'member_counts_day',
  {
    only: boolean('only').primaryKey().default(true),
    countedOn: date('counted_on', { mode: 'string' }).notNull(),
  },
  (t) => [check('member_counts_day_one_row_ck', sql`${t.only}`)],
);
export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uniqueId: text('unique_id').notNull(),
    name: text('name'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    address: text('address'),
    relation: text('relation'),
    category: text('category'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The date of birth was made from an age in the masjid's register (decision 0014). */
    dobApproximate: boolean('dob_approximate').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('family_members_unique_id_uq').on(t.uniqueId),
    index('family_members_user_idx').on(t.userId),
    check('family_members_gender_ck', sql`${t.gender} is null or ${t.gender} in ('male','female')`),
  ],
);

export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    category: text('category', { enum: ['society', 'education', 'health', 'other'] }).notNull(),
    severity: text('severity', { enum: ['low', 'moderate', 'high'] }).notNull(),
    importantDetails: text('important_details'),
    link: text('link'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    level: text('level', { enum: ['Mosque', 'country', 'state', 'district', 'city', 'locality'] }).notNull(),
    // An alert targets either a location (of the type named by level) or a masjid: two real foreign keys.
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    mosqueId: uuid('mosque_id').references(() => mosques.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('alerts_location_idx').on(t.locationId, t.expiresAt),
    index('alerts_mosque_idx').on(t.mosqueId, t.expiresAt),
    // The admin screen's list, newest first: an admin's own, and every alert for a super admin.
    index('alerts_created_by_idx').on(t.createdBy, t.createdAt, t.id),
    index('alerts_created_idx').on(t.createdAt, t.id),
    check('alerts_category_ck', sql`${t.category} in ('society','education','health','other')`),
    check('alerts_severity_ck', sql`${t.severity} in ('low','moderate','high')`),
    check(
      'alerts_target_ck',
      sql`(${t.level} = 'Mosque' and ${t.mosqueId} is not null and ${t.locationId} is null)
        or (${t.level} <> 'Mosque' and ${t.locationId} is not null and ${t.mosqueId} is null)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the session was opened: an OTP proves the phone, which some account changes require recently. */
    method: text('method', { enum: ['password', 'otp'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_method_ck', sql`${t.method} in ('password','otp')`),
  ],
);

/** One row per OTP sent: the send log and the challenge in one. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    phone: char('phone', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** How the code went out: by SMS or on WhatsApp (docs/decisions/0015-whatsapp.md). */
    channel: text('channel', { enum: ['sms', 'whatsapp'] })
      .notNull()
      .default('sms'),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_challenges_phone_idx').on(t.phone, t.createdAt),
    index('otp_challenges_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Spent ALTCHA solutions, kept until their challenge expires, so none is accepted twice. */
export const botCheckSpent = pgTable('bot_check_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Throttling events (failed sign-ins, lookups) counted over a sliding window; shared by every server process. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('throttle_events_key_idx').on(t.bucket, t.key, t.at),
    index('throttle_events_at_idx').on(t.at),
  ],
);

/** Each consent a member gave or withdrew, with the notice version: their record of it (DPDP Act). */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['notice', 'directory', 'alertSms', 'alertWhatsapp'] }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: integer('notice_version'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.createdAt),
    check('consents_kind_ck', sql`${t.kind} in ('notice','directory','alertSms','alertWhatsapp')`),
  ],
);

/**
 * Append-only (migration 0008's trigger refuses updates, and deletes but the retention purge's). The actor is
 * kept as a bare id, without a foreign key: when an account is deleted its rows stay, with an id that no
 * longer names anyone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt, t.id),
    // The super admin's trail, newest first, by date and by action.
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
  ],
);

/**
 * Values the portal keeps for itself, shared by every process: for example a hash of the last
 * ADMIN_PASSWORD applied, so a start applies it again only when the value itself changed.
 */
export const portalSettings = pgTable('portal_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The API limits' counters (per session, per network), shared by every process so a fleet enforces one
 * budget, not one per process. Unlogged: a counter is worth no WAL write or fsync, and a crash that empties
 * the table only gives every caller a fresh minute.
 */
export const apiRateCounts = pgTable('api_rate_counts', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/**
 * Every SMS the portal hands to a gateway, with what became of it: queued, sent (the gateway took
 * it), delivered or failed (its delivery report, or a final refusal). An OTP's code is never stored here: its
 * row has no variables, and only the process that made the code retries it. Kept 90 days, then only the
 * day's counts remain (sms_daily_counts).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    purpose: text('purpose', { enum: ['otp', 'alert', 'receipt', 'registerInvite'] }).notNull(),
    /** How it goes: by SMS, or as a WhatsApp template message (docs/decisions/0015-whatsapp.md). */
    channel: text('channel', { enum: ['sms', 'whatsapp'] })
      .notNull()
      .default('sms'),
    /** The number with its country code, digits only (919876543210). */
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** The template's variables, for a row the job process sends; null for an OTP. */
    variables: jsonb('variables').$type<string[]>(),
    parts: integer('parts').notNull(),
    // 'read' only on WhatsApp, whose webhook says when the member opened it.
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'read', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    /** The alert an urgent SMS carries; null for an OTP. */
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Tries end here: an OTP's code dies, an alert's news goes stale. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    /** The gateway's own words for the last failure, as it gave them. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('sms_outbox_created_idx').on(t.createdAt),
    index('sms_outbox_provider_id_idx').on(t.provider, t.providerId),
    index('sms_outbox_failed_idx').on(t.updatedAt).where(sql`${t.status} = 'failed'`),
    index('sms_outbox_alert_idx').on(t.alertId).where(sql`${t.alertId} is not null`),
  ],
);

/** What remains of the outbox's rows after 90 days: per day in India, purpose and status, a count and parts. */
export const smsDailyCounts = pgTable(
  'sms_daily_counts',
  {
    day: date('day').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull(),
    messages: integer('messages').notNull(),
    parts: integer('parts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.purpose, t.status] })],
);

/**
 * A member's device that takes push notifications: the Push API's endpoint and keys, the language
 * its notifications are written in, and when the device last confirmed it (each visit saves it again, since
 * endpoints change). Personal data: in 'Download my data' (the endpoint's host only) and deleted with the account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: ['en', 'hi', 'ur'] }).notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    // The fan-out reads a batch of members' devices by their ids; 'Download my data' one member's.
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_language_ck', sql`${t.language} in ('en','hi','ur')`),
  ],
);

/**
 * An alert's push fan-out, one row per alert: queued by addAlert or updateAlert in their
 * transaction, walked by the job process (server/push/fan-out-job.ts) through the target area's members in
 * the directory's keyset order (name, id), and cancelled when the alert ends. `round` grows at each restart
 * (an edit), so a job still sending the earlier version sees it and stops. The counts are what
 * getAlertReach shows while it runs.
 */
export const alertPushes = pgTable(
  'alert_pushes',
  {
    alertId: uuid('alert_id')
      .primaryKey()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sending', 'done', 'cancelled'] }).notNull(),
    round: integer('round').notNull().default(1),
    /** The last member sent to: coalesce(name, '') and id, the keyset of the area's member index. */
    afterName: text('after_name'),
    afterUserId: uuid('after_user_id'),
    /** The devices of the target area when the job began this round; null until then. */
    total: integer('total'),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The job's queue: only the rows still to send, oldest first.
    index('alert_pushes_due_idx').on(t.updatedAt).where(sql`${t.status} in ('queued', 'sending')`),
    check('alert_pushes_status_ck', sql`${t.status} in ('queued','sending','done','cancelled')`),
  ],
);

/**
 * A masjid's jamaat-time settings (domain/prayer-times/time-settings.ts) from a day on: a change takes effect
 * from the date the committee chose, and the days before keep the version they had. The newest version whose
 * `effective_from` is on or before a day is that day's.
 */
export const mosqueTimeVersions = pgTable(
  'mosque_time_versions',
  {
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    settings: jsonb('settings').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mosqueId, t.effectiveFrom] })],
);

/**
 * The evening push of a coming change of times: one row per masjid and day of change once its members were
 * told, so that several processes, or a restart, tell them once.
 */
export const mosqueTimeNotices = pgTable(
  'mosque_time_notices',
  {
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    changeDate: date('change_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mosqueId, t.changeDate] })],
);

/**
 * The keys a masjid's TV opens /display/<code> with. Only a hash is kept (the key is shown once); a revoked key
 * answers as an unknown one does.
 */
export const mosqueDisplayKeys = pgTable(
  'mosque_display_keys',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    label: text('label').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mosque_display_keys_hash_uq').on(t.keyHash),
    index('mosque_display_keys_mosque_idx').on(t.mosqueId),
  ],
);

// The Baitul Maal (docs/decisions/0013-baitul-maal.md). Money is integer paise in bigint columns, read as
// JavaScript numbers: every amount is at most ₹10,00,000 and every balance far below 2^53 paise.
const paise = (name: string) => bigint(name, { mode: 'number' });

/** A masjid's treasury settings: where UPI gifts go, the trust a receipt names, and the suggested chanda. */
export const mosqueTreasuries = pgTable('mosque_treasuries', {
  mosqueId: uuid('mosque_id')
    .primaryKey()
    .references(() => mosques.id, { onDelete: 'restrict' }),
  upiId: text('upi_id').notNull(),
  payeeName: text('payee_name').notNull(),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  pan: text('pan').notNull(),
  registration80G: text('registration_80g'),
  registration80GValidFrom: date('registration_80g_valid_from', { mode: 'string' }),
  registration80GValidTo: date('registration_80g_valid_to', { mode: 'string' }),
  /** The monthly chanda suggested for a household, and the month it was first asked from ('YYYY-MM'). */
  chandaPaise: paise('chanda_paise'),
  chandaFrom: text('chanda_from'),
  /** The purposes the committee marked as Zakat-eligible: a Zakat expense must name one of them. */
  zakatPurposes: text('zakat_purposes').array().notNull().default(sql`'{}'::text[]`),
  /** The receipts' number prefix, the masjid's code when the treasury was set up: it never changes after. */
  receiptPrefix: text('receipt_prefix').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A masjid's funds, kept strictly apart. A default fund has its key (domain/treasury/default-funds.ts); one the
 * committee adds has none. The balance is kept by every confirmed gift, expense and cancellation in the same
 * transaction, and the database refuses it below zero.
 */
export const treasuryFunds = pgTable(
  'treasury_funds',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'restrict' }),
    key: text('key'),
    name: text('name').notNull(),
    balancePaise: paise('balance_paise').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('treasury_funds_key_uq').on(t.mosqueId, t.key).where(sql`${t.key} is not null`),
    uniqueIndex('treasury_funds_name_uq').on(t.mosqueId, sql`lower(${t.name})`),
    check('treasury_funds_balance_not_negative', sql`${t.balancePaise} >= 0`),
  ],
);

/**
 * A gift: a member's UPI gift from its start (the link made) through its UTR to the treasurer's decision, a
 * gateway payment, or a cash, cheque or bank gift the treasurer records. Only a confirmed gift has a receipt.
 */
export const donations = pgTable(
  'donations',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'restrict' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => treasuryFunds.id, { onDelete: 'restrict' }),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: paise('amount_paise').notNull(),
    mode: text('mode', { enum: ['upi', 'cash', 'cheque', 'bank', 'gateway'] }).notNull(),
    status: text('status', { enum: ['started', 'awaiting', 'confirmed', 'rejected'] }).notNull(),
    /** The `tr` of the UPI link: unique, so the bank statement's line names this gift. */
    reference: text('reference').notNull(),
    utr: text('utr'),
    onBehalfOf: text('on_behalf_of'),
    donorName: text('donor_name'),
    donorAddress: text('donor_address'),
    donorPan: text('donor_pan'),
    /** The months of chanda this gift pays, 'YYYY-MM'; empty for any other gift. */
    chandaMonths: text('chanda_months').array().notNull().default(sql`'{}'::text[]`),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    decisionReason: text('decision_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donations_reference_uq').on(t.reference),
    uniqueIndex('donations_gateway_order_uq')
      .on(t.gatewayOrderId)
      .where(sql`${t.gatewayOrderId} is not null`),
    index('donations_mosque_status_idx').on(t.mosqueId, t.status, t.createdAt, t.id),
    index('donations_member_idx').on(t.memberId, t.createdAt),
    index('donations_mosque_utr_idx').on(t.mosqueId, t.utr).where(sql`${t.utr} is not null`),
    check('donations_amount_range', sql`${t.amountPaise} between 100 and 100000000`),
  ],
);

/** The last receipt number given per masjid and financial year: the row lock that makes numbers gap-free. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'restrict' }),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mosqueId, t.financialYear] })],
);

/**
 * A receipt, as printed, and never changed: a trigger (migration 0024) allows only its one cancellation with a
 * reason, and emptying the links to accounts that were deleted. It is deleted only by the retention purge,
 * eight years after its financial year (PRIVACY.md).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'restrict' }),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'restrict' }),
    financialYear: text('financial_year').notNull(),
    number: integer('number').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    /** The public code of the receipt's QR page, /receipt/<code>: random, and says nothing of the donor. */
    code: text('code').notNull(),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name').notNull(),
    donorAddress: text('donor_address'),
    donorPan: text('donor_pan'),
    onBehalfOf: text('on_behalf_of'),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => treasuryFunds.id, { onDelete: 'restrict' }),
    fundKey: text('fund_key'),
    fundName: text('fund_name').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    mode: text('mode', { enum: ['upi', 'cash', 'cheque', 'bank', 'gateway'] }).notNull(),
    /** The 80G registration the receipt was issued under, when the masjid had one valid that day. */
    registration80G: text('registration_80g'),
    /** The language besides English the PDF is printed in: the donor's on the day of issue. */
    language: text('language').notNull().default('en'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** India's calendar date of issue: the month it belongs to, for reports and the month's close. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('receipts_number_uq').on(t.mosqueId, t.financialYear, t.number),
    uniqueIndex('receipts_donation_uq').on(t.donationId),
    uniqueIndex('receipts_code_uq').on(t.code),
    index('receipts_mosque_issued_idx').on(t.mosqueId, t.issuedOn, t.id),
    index('receipts_member_idx').on(t.memberId, t.issuedAt),
  ],
);

/** An expense (voucher) paid from one fund. Locked, with the month, once the month is closed. */
export const treasuryExpenses = pgTable(
  'treasury_expenses',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'restrict' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => treasuryFunds.id, { onDelete: 'restrict' }),
    amountPaise: paise('amount_paise').notNull(),
    payee: text('payee').notNull(),
    purpose: text('purpose').notNull(),
    billNumber: text('bill_number'),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('treasury_expenses_mosque_idx').on(t.mosqueId, t.spentOn),
    check('treasury_expenses_amount_range', sql`${t.amountPaise} between 100 and 100000000`),
  ],
);

/** The months a masjid's treasurer closed: their receipts, cancellations and expenses no longer change. */
export const treasuryClosedMonths = pgTable(
  'treasury_closed_months',
  {
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mosqueId, t.month] })],
);

/**
 * The key of each treasury write a caller made, with its reply: a retry or a double tap with the same key
 * gets the first reply and writes nothing (server/treasury/treasury-write.ts). Purged after a week.
 */
export const treasuryWriteKeys = pgTable(
  'treasury_write_keys',
  {
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    functionName: text('function_name').notNull(),
    reply: jsonb('reply'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.callerId, t.key] }),
    index('treasury_write_keys_created_idx').on(t.createdAt),
  ],
);

/** The payment gateway's webhook events already applied, by the gateway's event id: a replay does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_received_idx').on(t.receivedAt)],
);

// The committee's register (docs/decisions/0014-masjid-register.md): households and people brought in from the
// masjid's own spreadsheet, kept apart from accounts (users) until a person claims their record by signing in
// with its mobile number, or staff merge it into a member. Seen only by the masjid's own staff and admins.

/** Each import of a register file, with the committee's confirmation of the people's consent (audited). */
export const registerImports = pgTable(
  'register_imports',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The file's SHA-256, to tell the committee that a file was imported before. */
    fileSha256: text('file_sha256').notNull(),
    /** How the register's people agreed to be kept by the masjid, in the committee's words, and when. */
    consentHow: text('consent_how').notNull(),
    consentDate: date('consent_date', { mode: 'string' }).notNull(),
    households: integer('households').notNull(),
    people: integer('people').notNull(),
    /** The staff account that imported it, a bare id as in the audit trail. */
    importedBy: uuid('imported_by'),
    createdAt: createdAt(),
  },
  (t) => [index('register_imports_mosque_idx').on(t.mosqueId, t.createdAt)],
);

/** A household of the register: its people share it; one of them is its head. */
export const registerHouseholds = pgTable(
  'register_households',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => registerImports.id, { onDelete: 'cascade' }),
    /** The household column's value in the file ("Ghar no."), or the head's row when the file has none. */
    householdKey: text('household_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('register_households_mosque_idx').on(t.mosqueId)],
);

/**
 * A person of the register, not yet anyone's account. `fingerprint` is a hash of what the row says (its
 * household's key, name, date of birth, mobile, father's name): importing the same file again finds every row
 * already there and adds nothing.
 */
export const registerPeople = pgTable(
  'register_people',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => registerHouseholds.id, { onDelete: 'cascade' }),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => registerImports.id, { onDelete: 'cascade' }),
    /** The row of the file it came from, as the spreadsheet numbers it (the heading is row 1). */
    rowNumber: integer('row_number').notNull(),
    isHead: boolean('is_head').notNull().default(false),
    name: text('name').notNull(),
    mobile: char('mobile', { length: 10 }),
    fatherName: text('father_name'),
    /** How the person is related to the household's head (one of RELATIONS); null for the head, or unknown. */
    relation: text('relation'),
    dob: date('dob', { mode: 'string' }),
    dobApproximate: boolean('dob_approximate').notNull().default(false),
    gender: text('gender', { enum: ['male', 'female'] }),
    address: text('address'),
    fingerprint: text('fingerprint').notNull(),
    /** When staff last sent this person an invitation to claim their record by SMS. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('register_people_fingerprint_uq').on(t.mosqueId, t.fingerprint),
    index('register_people_household_idx').on(t.householdId),
    // A member signing in is offered the records of their number (server/register/claim).
    index('register_people_mobile_idx').on(t.mobile).where(sql`${t.mobile} is not null`),
    // Duplicates within a masjid: the same number, a similar name with the same date of birth or father.
    index('register_people_mosque_mobile_idx').on(t.mosqueId, t.mobile).where(sql`${t.mobile} is not null`),
    index('register_people_mosque_dob_idx').on(t.mosqueId, t.dob).where(sql`${t.dob} is not null`),
    index('register_people_mosque_father_idx')
      .on(t.mosqueId, sql`lower(${t.fatherName})`)
      .where(sql`${t.fatherName} is not null`),
    index('register_people_mosque_name_trgm_idx').using('gin', t.mosqueId, t.name.op('gin_trgm_ops')),
    // The records list (server/register/register-records.ts) pages a masjid's people by name, keyset.
    index('register_people_mosque_name_idx').on(t.mosqueId, t.name, t.id),
    // The members directory lists each household by its head, in name order (server/directory/).
    // With the gender and the date of birth, so that a page filtered by gender walks the index alone (migration
    // 0027: a national page of women read 6,000 heads' rows before).
    index('register_people_head_name_idx')
      .on(sql`coalesce(${t.name}, '')`, t.id, t.gender, t.dob)
      .where(sql`${t.isHead}`),
    index('register_people_mosque_head_name_idx')
      .on(t.mosqueId, sql`coalesce(${t.name}, '')`, t.id)
      .where(sql`${t.isHead}`),
    // An admin's directory filtered by age or by a mobile number's end, across every masjid's register: found by
    // these, as the members' are (users_member_dob_idx, users_member_mobile_end_idx), never by reading every
    // head in name order (migration 0027, bench/members-directory.ts).
    index('register_people_head_dob_idx').on(t.dob).where(sql`${t.isHead}`),
    // A name search across every register: the heads' names alone, a third of the people's trigrams.
    index('register_people_head_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`${t.isHead}`),
    index('register_people_head_mobile_end_idx')
      .using('btree', sql`reverse(${t.mobile}::text) text_pattern_ops`)
      .where(sql`${t.isHead}`),
    check('register_people_gender_ck', sql`${t.gender} is null or ${t.gender} in ('male','female')`),
    check('register_people_mobile_ck', sql`${t.mobile} is null or ${t.mobile} ~ '^[0-9]{10}$'`),
  ],
);

/**
 * The fingerprints of register people who left the register (claimed, merged away, removed at their request, or
 * gone with a deleted account): a later import of the same file skips them as it skips the people still kept, so
 * nobody comes back against their wish. A hash of the row, not the row; gone with the masjid.
 */
export const registerRetired = pgTable(
  'register_retired',
  {
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mosqueId, t.fingerprint] })],
);

/**
 * A masjid's likely duplicates that involve its register (decision 0014), computed all at once and kept, so that
 * getDuplicateCandidates reads a page of them by the key. `b` is a register person or a member; a pair goes
 * with either record (the cascades), and a write that could make or change a pair marks the masjid's pairs
 * stale (register_pairs_state, by triggers of migration 0029), to be computed again at the next read.
 */
export const registerPairs = pgTable(
  'register_pairs',
  {
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    /** The strongest reason of the pair: its index in DUPLICATE_REASONS. */
    rank: smallint('rank').notNull(),
    /** `b`'s kind, `a`'s id and `b`'s id: the pair's fixed place in the pages. */
    key: text('key').notNull(),
    aId: uuid('a_id')
      .notNull()
      .references(() => registerPeople.id, { onDelete: 'cascade' }),
    bRegisterId: uuid('b_register_id').references(() => registerPeople.id, { onDelete: 'cascade' }),
    bMemberId: uuid('b_member_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    similarity: doublePrecision('similarity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mosqueId, t.rank, t.key] }),
    index('register_pairs_a_idx').on(t.aId),
    index('register_pairs_b_register_idx').on(t.bRegisterId),
    index('register_pairs_b_member_idx').on(t.bMemberId),
  ],
);

/** Whether a masjid's kept pairs (register_pairs) are those of its register and members as they are now. */
export const registerPairsState = pgTable('register_pairs_state', {
  mosqueId: uuid('mosque_id')
    .primaryKey()
    .references(() => mosques.id, { onDelete: 'cascade' }),
  fresh: boolean('fresh').notNull(),
});

/**
 * Each merge of a register person into another record (a member, or another register person): both originals
 * as they were, and what the merge made, so that it can be undone within 30 days; purged after that.
 */
export const registerMerges = pgTable(
  'register_merges',
  {
    id: id(),
    mosqueId: uuid('mosque_id')
      .notNull()
      .references(() => mosques.id, { onDelete: 'cascade' }),
    keptKind: text('kept_kind', { enum: ['member', 'register'] }).notNull(),
    keptId: uuid('kept_id').notNull(),
    mergedId: uuid('merged_id').notNull(),
    originals: jsonb('originals').$type<Record<string, unknown>>().notNull(),
    made: jsonb('made').$type<Record<string, unknown>>().notNull(),
    mergedBy: uuid('merged_by'),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('register_merges_mosque_idx').on(t.mosqueId, t.createdAt),
    index('register_merges_created_idx').on(t.createdAt),
    check('register_merges_kept_kind_ck', sql`${t.keptKind} in ('member','register')`),
  ],
);

/**
 * How far a big file's preview or import has got, written outside its transaction so that the screen's
 * progress bar can read it from any process while the work runs. Purged after a day.
 */
export const registerImportProgress = pgTable(
  'register_import_progress',
  {
    callerId: uuid('caller_id').notNull(),
    key: text('key').notNull(),
    stage: text('stage', { enum: ['reading', 'checking', 'writing', 'done'] }).notNull(),
    done: integer('done').notNull(),
    total: integer('total').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.callerId, t.key] })],
);
