import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { auditLog, smsOutbox } from '../db/schema';
import { sendDueOutbox } from '../sms/outbox-job';
import { buildAdmin, buildMember, buildSuperAdmin, insertUser, signedIn } from '../test/factories';
import type { FakeGateway } from '../test/fakes/fake-gateway';
import type { TestApp } from '../test/harness';
import { clientAt, newPhone } from '../test/members-fixtures';
import { startMsg91TestApp } from '../test/msg91-test-app';
import { outboxSenders } from '../test/outbox-senders';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

// A high-severity alert by SMS to its area's members, through the outbox and the fake MSG91,
// within the budget's share that is not the members'.
let app: Awaited<ReturnType<typeof startMsg91TestApp>>;
let fake: FakeGateway;
let t: TestApp;
let tree: SmallTree;
let admin: string;
let otherAdmin: string;
let superAdmin: string;
const oldTownMembers: string[] = [];
let harbourMember: string;
let notAgreed: string;
let hindiReader: string;

const inAWeek = () => ({ seconds: Math.floor(t.services.clock.now().getTime() / 1000) + 7 * 86_400 });
async function publish(severity: 'high' | 'low', mosqueId = tree.oldMosque): Promise<string> {
  const reply = await t.call(
    'addAlert',
    {
      title: 'Janaza prayer at the Old Masjid after Asr today, all are requested to join',
      message: 'Please come.',
      category: 'society',
      severity,
      alertLevel: 'Mosque',
      alertLevelId: mosqueId,
      expiry: inAWeek(),
    },
    admin,
  );
  return reply.body.result!.alertId!;
}
const sentTo = () => fake.messages.map((m) => m.to).sort();

beforeAll(async () => {
  // 10 an hour for numbers without an account and for alerts; 10 kept for members.
  app = await startMsg91TestApp({ SMS_HOURLY_LIMIT: '20', SMS_DAILY_LIMIT: '100' });
  ({ t, fake } = app);
  tree = await buildSmallTree(t.db, 'SMS');
  admin = (await signedIn(t, buildAdmin())).token;
  otherAdmin = (await signedIn(t, buildAdmin())).token;
  superAdmin = (await signedIn(t, buildSuperAdmin())).token;
  for (let i = 0; i < 3; i++) {
    const phone = newPhone();
    await insertUser(t.db, buildMember({ mobile: phone, mosqueId: tree.oldMosque, alertSmsConsent: true }));
    oldTownMembers.push(`91${phone}`);
  }
  hindiReader = oldTownMembers[0]!;
  // Their last OTP was in Hindi: so is their SMS.
  await t.db.insert(smsOutbox).values({
    purpose: 'otp',
    phone: hindiReader,
    template: 'otp',
    language: 'hi',
    parts: 1,
    status: 'sent',
    provider: 'msg91',
    giveUpAt: t.services.clock.now(),
  });
  // Not theirs to get: a member who never agreed to SMS, a suspended member, one who never accepted the notice,
  // staff, another masjid's member.
  notAgreed = newPhone();
  await insertUser(t.db, buildMember({ mobile: notAgreed, mosqueId: tree.oldMosque }));
  const agreed = { alertSmsConsent: true };
  await insertUser(
    t.db,
    buildMember({ mobile: newPhone(), mosqueId: tree.oldMosque, suspended: true, ...agreed }),
  );
  await insertUser(
    t.db,
    buildMember({ mobile: newPhone(), mosqueId: tree.oldMosque, noticeVersion: null, ...agreed }),
  );
  harbourMember = newPhone();
  await insertUser(t.db, buildMember({ mobile: harbourMember, mosqueId: tree.harbourMosque, ...agreed }));
});
afterAll(() => app?.close());

describe('an urgent alert by SMS', () => {
  it('is refused until the super admin allows it', async () => {
    const alertId = await publish('high');
    const preview = (await t.call('previewAlertSms', { alertId }, admin)).body.result!;
    expect(preview).toMatchObject({ allowed: false, message: MSG.alertSmsNotAllowed, members: 3 });
    expect((await t.call('sendAlertSms', { alertId }, admin)).body.result).toMatchObject({
      pass: false,
      queued: 0,
    });
    // Only a super admin holds the switch.
    expect((await t.call('setAlertSmsAllowed', { allowed: true }, admin)).status).toBe(403);
    const allowed = await t.call('setAlertSmsAllowed', { allowed: true }, superAdmin);
    expect(allowed.body.result).toMatchObject({ pass: true, allowed: true });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'setting.alertSms'));
    expect(row?.details).toEqual({ before: { allowed: false }, after: { allowed: true } });
  });

  it("goes to exactly its masjid's members, each in their language, once, and is audited", async () => {
    const alertId = await publish('high');
    const preview = (await t.call('previewAlertSms', { alertId }, admin)).body.result!;
    // Two English SMS of one part, one Hindi of two.
    expect(preview).toMatchObject({ allowed: true, members: 3, parts: 4, budgetLeft: 10 });
    // Each as its members will read it: the title cut to the 30 characters a DLT variable takes.
    expect(preview.texts).toEqual([
      {
        language: 'en',
        text: 'Urgent alert from Anjuman: Janaza prayer at the Old Ma.... Please open Anjuman to read it.',
        parts: 1,
        members: 2,
      },
      {
        language: 'hi',
        text: 'Anjuman से ज़रूरी सूचना: Janaza prayer at the Old Ma...। पूरी सूचना Anjuman पर पढ़ें।',
        parts: 2,
        members: 1,
      },
    ]);

    const sent = (await t.call('sendAlertSms', { alertId }, admin)).body.result!;
    expect(sent).toMatchObject({ pass: true, queued: 3 });
    const again = (await t.call('sendAlertSms', { alertId }, admin)).body.result!;
    expect(again).toMatchObject({ pass: false, message: MSG.alertSmsAlreadySent });

    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    expect(sentTo()).toEqual([...oldTownMembers].sort());
    expect(fake.messages.find((m) => m.to === hindiReader)?.templateId).toBe('flow-alert-hi');
    expect(fake.messages.filter((m) => m.templateId === 'flow-alert-en')).toHaveLength(2);
    for (const m of fake.messages) expect(m.variables[0]!.length).toBeLessThanOrEqual(30);
    expect(fake.messages.some((m) => m.to.endsWith(harbourMember))).toBe(false);
    expect(fake.messages.some((m) => m.to.endsWith(notAgreed))).toBe(false);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'alert.sendSms'));
    expect(audit).toMatchObject({
      targetId: alertId,
      details: { before: null, after: { members: 3, parts: 4 } },
    });
  });

  it('is only for a high-severity alert, and only by its creator or a super admin', async () => {
    const low = await publish('low');
    expect((await t.call('previewAlertSms', { alertId: low }, admin)).body.result).toMatchObject({
      allowed: false,
      message: MSG.alertSmsNotUrgent,
    });
    const high = await publish('high');
    expect((await t.call('sendAlertSms', { alertId: high }, otherAdmin)).status).toBe(404);
    expect((await t.call('previewAlertSms', { alertId: high }, otherAdmin)).status).toBe(404);
  });

  it("is refused once the alerts' share of the budget is spent, and never takes the members' share", async () => {
    // 3 of the 10 went above; new numbers take 6 more, leaving 1.
    for (let i = 0; i < 6; i++)
      expect((await clientAt(t, `10.80.${i}.1`)('sendOtp', { phone: newPhone() })).body.result?.pass).toBe(
        true,
      );
    const alertId = await publish('high');
    const preview = (await t.call('previewAlertSms', { alertId }, admin)).body.result!;
    // Over the budget, the members are counted but not read one by one: no parts, and every language's text.
    expect(preview).toMatchObject({ allowed: false, members: 3, parts: null, budgetLeft: 1 });
    expect(preview.texts.map((sms) => [sms.language, sms.parts, sms.members])).toEqual([
      ['en', 1, null],
      ['hi', 2, null],
      ['ur', 2, null],
    ]);
    expect(preview.message).toBe('The SMS left for alerts today do not cover these 3 SMS');
    const refused = (await t.call('sendAlertSms', { alertId }, admin)).body.result!;
    expect(refused).toMatchObject({ pass: false, queued: 0 });
    expect(await t.db.$count(smsOutbox, eq(smsOutbox.alertId, alertId))).toBe(0);
    // Members still get their codes.
    const member = oldTownMembers[1]!.slice(2);
    expect((await clientAt(t, '10.80.9.1')('sendOtp', { phone: member })).body.result?.pass).toBe(true);
  });

  it('counts a member once they agree on Profile, and no longer once they withdraw', async () => {
    const phone = newPhone();
    const member = await signedIn(t, buildMember({ mobile: phone, mosqueId: tree.harbourMosque }));
    const alertId = await publish('high', tree.harbourMosque);
    const preview = async () => (await t.call('previewAlertSms', { alertId }, admin)).body.result!;
    // Only the harbour member who agreed when they were made.
    expect(await preview()).toMatchObject({ members: 1 });
    await t.call('setAlertSmsConsent', { agreed: true }, member.token);
    expect(await preview()).toMatchObject({ members: 2 });
    await t.call('setAlertSmsConsent', { agreed: false }, member.token);
    expect(await preview()).toMatchObject({ members: 1 });
  });

  it("says so when nobody of the alert's area agreed", async () => {
    const alertId = await publish('high', tree.newMosque);
    expect((await t.call('previewAlertSms', { alertId }, admin)).body.result).toMatchObject({
      allowed: false,
      members: 0,
      messageCode: 'alertSmsNoMembers',
    });
  });
});
