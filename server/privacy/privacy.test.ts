import { eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { auditLog, consents, otpChallenges, throttleEvents, users } from '../db/schema';
import { purgeStaleRows } from '../maintenance';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '../sign-in/password-change';
import { clientAt, newPhone, registerMember, signedInAccount } from '../test/members-fixtures';
import { PASSWORD, withPrivacyWorld } from '../test/privacy-world';
import { said } from '../test/said';

/** Consent, download my data, deleting an account, and the audit trail. */

const world = withPrivacyWorld();
const { clock, env, api, newMember, basicInfo } = world;
const listedNames = async (token: string, name: string) =>
  (await api('getMembers', { filters: { name } }, token)).body.result.users.map((u) => u.name);

describe('the privacy notice', () => {
  it('must be accepted before any details are saved, and is recorded with its version and time', async () => {
    const { token, userId } = await newMember({ skipNotice: true });
    expect((await api('getSessionUser', {}, token)).body.result.noticeAccepted).toBe(false);
    const refused = await api('updateBasicInfo', basicInfo('Privacy Early'), token);
    expect(refused.body.result).toMatchObject({ pass: false, ...said(MSG.noticeRequired) });
    const other = await api('updateOtherInfo', { category: 'working', details: {} }, token);
    expect(other.body.result).toMatchObject({ pass: false, ...said(MSG.noticeRequired) });
    const [before] = await env.t.db.select().from(users).where(eq(users.id, userId));
    expect(before!.name).toBeNull();

    const stale = await api('acceptPrivacyNotice', { version: PRIVACY_NOTICE_VERSION + 1 }, token);
    expect(stale.body.result).toMatchObject({ pass: false, ...said(MSG.noticeOutdated) });
    const accepted = await api('acceptPrivacyNotice', { version: PRIVACY_NOTICE_VERSION }, token);
    expect(accepted.body.result).toMatchObject({ pass: true, ...said(MSG.noticeAccepted) });
    expect((await api('getSessionUser', {}, token)).body.result.noticeAccepted).toBe(true);
    expect((await api('updateBasicInfo', basicInfo('Privacy Later'), token)).body.result.pass).toBe(true);

    const record = await env.t.db.select().from(consents).where(eq(consents.userId, userId));
    expect(record).toEqual([
      expect.objectContaining({ kind: 'notice', granted: true, noticeVersion: PRIVACY_NOTICE_VERSION }),
    ]);
  });

  it('is asked again of a member who accepted an older version', async () => {
    const { token, userId } = await newMember();
    await env.t.db
      .update(users)
      .set({ noticeVersion: PRIVACY_NOTICE_VERSION - 1 })
      .where(eq(users.id, userId));
    clock.advance(10_000); // past the 5-second session cache
    expect((await api('getSessionUser', {}, token)).body.result.noticeAccepted).toBe(false);
  });

  it('is for members only, and refuses a version that is not a number with 400', async () => {
    const { token } = await newMember({ skipNotice: true });
    expect((await api('acceptPrivacyNotice', { version: 1 }, world.admin)).status).toBe(403);
    expect((await api('acceptPrivacyNotice', { version: 1 })).status).toBe(401);
    expect((await env.t.send('acceptPrivacyNotice', { version: 'one' }, token)).status).toBe(400);
  });
});

describe('the directory consent', () => {
  it('hides a member from every staff member, and brings them back when given again', async () => {
    const { token, userId } = await newMember();
    await api('updateBasicInfo', basicInfo('Privacy Hidden Person'), token);
    expect(await listedNames(world.admin, 'Privacy Hidden')).toEqual(['Privacy Hidden Person']);

    const hidden = await api('setDirectoryListing', { listed: false }, token);
    expect(hidden.body.result).toMatchObject({ pass: true, listedInDirectory: false });
    expect(await listedNames(world.admin, 'Privacy Hidden')).toEqual([]);
    expect(await listedNames(world.superAdmin, 'Privacy Hidden')).toEqual([]);
    expect((await api('getSessionUser', {}, token)).body.result.listedInDirectory).toBe(false);

    await api('setDirectoryListing', { listed: true }, token);
    expect(await listedNames(world.admin, 'Privacy Hidden')).toEqual(['Privacy Hidden Person']);
    const record = await env.t.db.select().from(consents).where(eq(consents.userId, userId));
    expect(record.filter((c) => c.kind === 'directory').map((c) => c.granted)).toEqual([false, true]);
  });
});

describe('the consent to urgent alerts by SMS', () => {
  it('is off until given; a change is recorded, audited and in the download, and a repeat records nothing', async () => {
    const { token, userId } = await newMember();
    expect((await api('getSessionUser', {}, token)).body.result.alertSmsConsent).toBe(false);

    const given = await api('setAlertSmsConsent', { agreed: true }, token);
    expect(given.body.result).toMatchObject({
      pass: true,
      alertSmsConsent: true,
      ...said(MSG.alertSmsConsentGiven),
    });
    expect((await api('getSessionUser', {}, token)).body.result.alertSmsConsent).toBe(true);
    await api('setAlertSmsConsent', { agreed: true }, token);
    const withdrawn = await api('setAlertSmsConsent', { agreed: false }, token);
    expect(withdrawn.body.result).toMatchObject({ pass: true, alertSmsConsent: false });

    const record = await env.t.db.select().from(consents).where(eq(consents.userId, userId));
    expect(record.filter((c) => c.kind === 'alertSms').map((c) => c.granted)).toEqual([true, false]);
    const audited = await env.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.alertSmsConsent'))
      .orderBy(auditLog.createdAt);
    expect(audited.filter((r) => r.targetId === userId).map((r) => [r.actorId, r.details])).toEqual([
      [userId, { before: { alertSmsConsent: false }, after: { alertSmsConsent: true } }],
      [userId, { before: { alertSmsConsent: true }, after: { alertSmsConsent: false } }],
    ]);

    await api('setAlertSmsConsent', { agreed: true }, token);
    const data = JSON.parse((await api('downloadMyData', {}, token)).body.result.json);
    expect(data.member.urgentAlertsBySms).toBe(true);
    expect(
      data.consents
        .filter((c: { kind: string }) => c.kind === 'alertSms')
        .map((c: { granted: boolean }) => c.granted),
    ).toEqual([true, false, true]);
    // The member's own change is not a staff action on their record.
    expect(data.staffActions).toEqual([]);
  });

  it('is for members only, and refuses an answer that is not true or false with 400', async () => {
    expect((await api('setAlertSmsConsent', { agreed: true }, world.admin)).status).toBe(403);
    const { token } = await newMember();
    expect((await env.t.send('setAlertSmsConsent', { agreed: 'yes' }, token)).status).toBe(400);
    expect((await api('getSessionUser', {}, token)).body.result.alertSmsConsent).toBe(false);
  });
});

/** A number that never accepted the notice is nobody's business but its own. */
describe('a registration without the privacy notice', () => {
  const inDelhi = { locationId: '' };
  const mobiles = async (token: string) =>
    (await api('getMembers', inDelhi, token)).body.result.users.map((u) => u.mobile);
  const exported = async () => (await api('exportMembers', inDelhi, world.admin)).body.result.csv as string;
  const counted = async (token: string) =>
    (await api('getMembersOverview', inDelhi, token)).body.result.total;

  it('is not listed, exported or counted for any staff member until the notice is accepted', async () => {
    inDelhi.locationId = world.delhi;
    const volunteer = (
      await signedInAccount(env.t, {
        role: 'volunteer',
        email: 'privacy.unaccepted.volunteer@test.local',
        scopeLevel: 'Mosque',
        scopeMosqueId: world.delhi,
      })
    ).token;
    const totalBefore = await counted(world.admin);
    const declined = await newMember({ skipNotice: true });

    for (const staff of [world.admin, world.superAdmin, volunteer]) {
      expect(await mobiles(staff)).not.toContain(declined.phone);
      expect(await counted(staff)).toBe(totalBefore);
    }
    expect(await exported()).not.toContain(declined.phone);

    await api('acceptPrivacyNotice', { version: PRIVACY_NOTICE_VERSION }, declined.token);
    await api('updateBasicInfo', basicInfo('Privacy Accepted Late'), declined.token);
    expect(await mobiles(volunteer)).toContain(declined.phone);
    expect(await counted(world.admin)).toBe(totalBefore + 1);
    expect(await exported()).toContain(declined.phone);
  });

  it('that accepted the notice and stopped at Create Password is no member yet: not listed, exported or counted until it has a name', async () => {
    inDelhi.locationId = world.delhi;
    const volunteer = (
      await signedInAccount(env.t, {
        role: 'volunteer',
        email: 'privacy.unnamed.volunteer@test.local',
        scopeLevel: 'Mosque',
        scopeMosqueId: world.delhi,
      })
    ).token;
    // The admin's figures are the kept counts, the masjid volunteer's are counted live: both must agree.
    const before = { admin: await counted(world.admin), volunteer: await counted(volunteer) };
    const phone = newPhone();
    const { token } = await registerMember(clientAt(env.t, '10.42.0.1'), env.inbox, {
      phone,
      mosqueId: world.delhi,
    });

    for (const staff of [world.admin, world.superAdmin, volunteer])
      expect(await mobiles(staff)).not.toContain(phone);
    expect(await exported()).not.toContain(phone);
    expect(await counted(world.admin)).toBe(before.admin);
    expect(await counted(volunteer)).toBe(before.volunteer);
    // Its number does not find it either.
    expect((await api('getMembers', { filters: { name: phone } }, world.admin)).body.result.users).toEqual(
      [],
    );

    await api('signUpMember', { password: PASSWORD }, token);
    await api('updateBasicInfo', basicInfo('Privacy Named At Last'), token);
    for (const staff of [world.admin, volunteer]) expect(await mobiles(staff)).toContain(phone);
    expect(await exported()).toContain(phone);
    expect(await counted(world.admin)).toBe(before.admin + 1);
    expect(await counted(volunteer)).toBe(before.volunteer + 1);
  });

  it('is deleted by the hourly maintenance after 30 days, with its OTP log and throttle counts', async () => {
    const abandoned = await newMember({ skipNotice: true });
    const recent = await newMember({ skipNotice: true });
    const accepted = await newMember();
    // Before the notice existed a member could give details: they stay (hidden) until they accept it.
    const { userId: early } = await signedInAccount(env.t, {
      name: 'Privacy Before Notice',
      noticeVersion: null,
    });
    const monthAgo = new Date(clock.now().getTime() - 31 * 86_400_000);
    await env.t.db
      .update(users)
      .set({ createdAt: monthAgo })
      .where(inArray(users.id, [abandoned.userId, accepted.userId, early]));
    expect(await env.t.db.$count(otpChallenges, eq(otpChallenges.phone, abandoned.phone))).toBeGreaterThan(0);

    await purgeStaleRows(env.t.db, clock);

    expect(await env.t.db.$count(users, eq(users.id, abandoned.userId))).toBe(0);
    expect(await env.t.db.$count(otpChallenges, eq(otpChallenges.phone, abandoned.phone))).toBe(0);
    expect(await env.t.db.$count(throttleEvents, like(throttleEvents.key, `%${abandoned.phone}%`))).toBe(0);
    expect((await api('getSessionUser', {}, abandoned.token)).status).toBe(401);
    for (const kept of [recent.userId, accepted.userId, early])
      expect(await env.t.db.$count(users, eq(users.id, kept))).toBe(1);
  });
});

describe('download my data', () => {
  it('gives the member their record, family, consents and staff actions, and audits the download', async () => {
    const { token, userId, phone } = await newMember();
    await api('updateBasicInfo', basicInfo('Privacy Download Mother'), token);
    for (const [name, relation] of [
      ['Privacy Download Son', 'Son'],
      ['Privacy Download Daughter', 'Daughter'],
    ] as const)
      await api('updateBasicInfo', { ...basicInfo(name!), parentId: userId, relation }, token);

    const reply = (await api('downloadMyData', {}, token)).body.result;
    expect(reply).toMatchObject({ pass: true, fileName: expect.stringMatching(/^my-data-AJ.*\.json$/) });
    const data = JSON.parse(reply.json);
    expect(data.member).toMatchObject({
      name: 'Privacy Download Mother',
      mobile: phone,
      listedInDirectory: true,
    });
    expect(data.family.map((f: { name: string }) => f.name)).toEqual([
      'Privacy Download Son',
      'Privacy Download Daughter',
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'notice', granted: true })]);
    expect(data.staffActions).toEqual([]);
    // The registration's OTP, never its code.
    expect(data.smsSent).toEqual([
      { purpose: 'otp', channel: 'sms', language: 'en', status: 'sent', at: expect.any(String) },
    ]);
    // Never secrets.
    expect(reply.json).not.toMatch(/password|hash/i);

    const rows = await env.t.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
    expect(rows.map((r) => [r.action, r.actorId, r.details])).toEqual([
      ['member.downloadData', userId, { before: null, after: null }],
    ]);
  });

  it("is the caller's own only: there is no input that names another member", async () => {
    const a = await newMember();
    const b = await newMember();
    await api('updateBasicInfo', basicInfo('Privacy Owner A'), a.token);
    const reply = (await api('downloadMyData', { userId: a.userId }, b.token)).body.result;
    expect(reply.json).not.toContain('Privacy Owner A');
    expect(JSON.parse(reply.json).member.mobile).toBe(b.phone);
  });
});

describe('delete my account', () => {
  it('needs the typed number and the password, and refuses without deleting anything', async () => {
    const { token, userId, phone } = await newMember();
    const wrongNumber = await api(
      'removeMyAccount',
      { confirm: '9999999999', currentPassword: PASSWORD },
      token,
    );
    expect(wrongNumber.body.result).toEqual({ pass: false, ...said(MSG.deleteConfirmMismatch) });
    // The registration's OTP session is fresh for 15 minutes; after that the password is needed.
    clock.advance(16 * 60_000);
    const noPassword = await api('removeMyAccount', { confirm: phone }, token);
    expect(noPassword.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_REQUIRED) });
    const wrongPassword = await api(
      'removeMyAccount',
      { confirm: phone, currentPassword: 'nope-nope' },
      token,
    );
    expect(wrongPassword.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_WRONG) });
    expect(await env.t.db.$count(users, eq(users.id, userId))).toBe(1);
  });

  it("cannot delete another member: only the caller's own account goes", async () => {
    const a = await newMember();
    const b = await newMember();
    // A userId is not part of the input; a caller may send one all the same.
    await env.t.send(
      'removeMyAccount',
      { userId: a.userId, confirm: a.phone, currentPassword: PASSWORD },
      b.token,
    );
    expect(await env.t.db.$count(users, eq(users.id, a.userId))).toBe(1);
  });

  it('removes the member, their family and sessions; no table keeps their number or names; the number registers as new', async () => {
    const { token, userId, phone } = await newMember();
    await api('updateBasicInfo', basicInfo('Privacy Erased Zubaida'), token);
    await api(
      'updateBasicInfo',
      { ...basicInfo('Privacy Erased Child'), parentId: userId, relation: 'Son' },
      token,
    );
    // A device that takes alerts, its endpoint holding the number so the scan below would find it if it stayed.
    const device = {
      endpoint: `https://fcm.googleapis.com/fcm/send/privacy-${phone}`,
      keys: { p256dh: 'BPrivacyKey', auth: 'PrivacyAuth' },
      language: 'hi' as const,
    };
    expect((await api('addPushSubscription', device, token)).status).toBe(200);
    const mine = JSON.parse((await api('downloadMyData', {}, token)).body.result.json);
    // The push service's name, never the endpoint or its keys.
    expect(mine.pushDevices).toEqual([
      {
        pushService: 'fcm.googleapis.com',
        language: 'hi',
        subscribedAt: expect.any(String),
        confirmedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain('privacy-');
    expect(await listedNames(world.admin, 'Privacy Erased')).toEqual(['Privacy Erased Zubaida']);

    // Typed as a phone in Urdu types it, after the country's +91.
    const inUrdu = [...phone].map((d) => String.fromCharCode(0x06f0 + Number(d))).join('');
    const done = await api('removeMyAccount', { confirm: `+91 ${inUrdu}`, currentPassword: PASSWORD }, token);
    expect(done.body.result).toEqual({ pass: true, ...said(MSG.accountDeleted) });
    expect((await api('getSessionUser', {}, token)).status).toBe(401);
    expect(await listedNames(world.admin, 'Privacy Erased')).toEqual([]);

    // Every row of every table, as text: none holds the number or the names.
    const tables = (await env.t.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    for (const { tablename } of tables.rows) {
      const found = (await env.t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(tablename)} t where t::text like ${`%${phone}%`}
            or t::text like '%Privacy Erased%'`,
      )) as unknown as { rows: { n: number }[] };
      expect({ tablename, n: found.rows[0]!.n }).toEqual({ tablename, n: 0 });
    }
    // The trail keeps the deletion under the former id, which no longer names anyone.
    const trail = await env.t.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
    expect(trail.map((r) => r.action).sort()).toEqual(['member.deleteAccount', 'member.downloadData']);

    const check = await api('checkMobileRegistered', { phone });
    expect(check.body.result.code).toBe(2);
  });
});
