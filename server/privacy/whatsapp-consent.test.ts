import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { auditLog, consents, smsOutbox } from '../db/schema';
import { sendDueOutbox } from '../sms/outbox-job';
import { buildAdmin, buildMember, buildSuperAdmin, insertUser, signedIn } from '../test/factories';
import { newKey, signedInTreasurer } from '../test/giving-world';
import type { TestApp } from '../test/harness';
import { newPhone } from '../test/members-fixtures';
import { outboxSenders } from '../test/outbox-senders';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { treasuryAt } from '../test/treasury-world';
import { startWhatsAppTestApp } from '../test/whatsapp-test-app';
import { CONSENT_WITHDRAWN_REASON } from './whatsapp-consent';

// Alerts and receipts on WhatsApp, through the HTTP API and the fake Cloud API: the member's opt-in and what
// withdrawing it stops, an urgent alert by channel with its counts and costs, a receipt on WhatsApp, and the
// Messages page's account of them.
let app: Awaited<ReturnType<typeof startWhatsAppTestApp>>;
let t: TestApp;
let tree: SmallTree;
let admin: string;
let superAdmin: string;

const outboxRound = () => sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
const rowsTo = (mobile: string) =>
  t.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, `91${mobile}`));
const inAWeek = () => ({ seconds: Math.floor(t.services.clock.now().getTime() / 1000) + 7 * 86_400 });

async function publishUrgent(mosqueId: string): Promise<string> {
  const reply = await t.call(
    'addAlert',
    {
      title: 'Janaza prayer after Asr today',
      message: 'Please come.',
      category: 'society',
      severity: 'high',
      alertLevel: 'Mosque',
      alertLevelId: mosqueId,
      expiry: inAWeek(),
    },
    admin,
  );
  return reply.body.result!.alertId!;
}

beforeAll(async () => {
  // ₹0.25 an SMS part; WhatsApp at its default, Meta's ₹0.115.
  app = await startWhatsAppTestApp({ SMS_PRICE_PER_PART: '0.25' });
  t = app.t;
  tree = await buildSmallTree(t.db, 'WAC');
  admin = (await signedIn(t, buildAdmin())).token;
  superAdmin = (await signedIn(t, buildSuperAdmin())).token;
  await t.call('setAlertSmsAllowed', { allowed: true }, superAdmin);
});
afterAll(() => app.close());

describe('Alerts on WhatsApp, the member’s opt-in', () => {
  it('is off until given, kept with its time, recorded, audited and in the download', async () => {
    const mobile = newPhone();
    const { token, userId } = await signedIn(t, buildMember({ mobile, mosqueId: tree.harbourMosque }));
    const me = await t.call('getSessionUser', {}, token);
    expect(me.body.result).toMatchObject({ whatsappOffered: true, alertWhatsappConsentAt: null });

    const before = Date.now();
    const on = await t.call('setAlertWhatsappConsent', { agreed: true }, token);
    expect(on.body.result).toMatchObject({ pass: true, ...said(MSG.alertWhatsappConsentGiven) });
    const at = on.body.result.alertWhatsappConsentAt!;
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
    expect((await t.call('getSessionUser', {}, token)).body.result.alertWhatsappConsentAt).toBe(at);
    // Asking again changes nothing: the first time stays.
    await t.call('setAlertWhatsappConsent', { agreed: true }, token);
    const record = await t.db
      .select({ kind: consents.kind, granted: consents.granted })
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, 'alertWhatsapp')));
    expect(record).toEqual([{ kind: 'alertWhatsapp', granted: true }]);
    const audited = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.alertWhatsappConsent'), eq(auditLog.targetId, userId)));
    expect(audited).toHaveLength(1);

    const download = await t.call('downloadMyData', {}, token);
    const data = JSON.parse(download.body.result.json);
    expect(data.member.alertsOnWhatsappSince).toBe(at);
    expect(data.consents).toContainEqual(expect.objectContaining({ kind: 'alertWhatsapp', granted: true }));
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const { token } = await signedIn(t, buildMember({ mobile: newPhone(), mosqueId: tree.oldMosque }));
    const bad = await t.send('setAlertWhatsappConsent', { agreed: 'yes' }, token);
    expect(bad.status).toBe(400);
    expect((await t.call('getSessionUser', {}, token)).body.result.alertWhatsappConsentAt).toBeNull();
  });

  it('turned off, stops the queued WhatsApp messages at once, and the job sends none of them', async () => {
    const mobile = newPhone();
    const { token } = await signedIn(t, buildMember({ mobile, mosqueId: tree.newMosque }));
    await t.call('setAlertWhatsappConsent', { agreed: true }, token);
    const alertId = await publishUrgent(tree.newMosque);
    const sent = await t.call('sendAlertSms', { alertId }, admin);
    expect(sent.body.result).toMatchObject({ pass: true, queued: 1 });
    expect((await rowsTo(mobile)).map((r) => [r.channel, r.status])).toEqual([['whatsapp', 'queued']]);

    const off = await t.call('setAlertWhatsappConsent', { agreed: false }, token);
    expect(off.body.result).toEqual({
      pass: true,
      ...said(MSG.alertWhatsappConsentWithdrawn),
      alertWhatsappConsentAt: null,
    });
    const [row] = await rowsTo(mobile);
    expect(row).toMatchObject({ status: 'failed', reason: CONSENT_WITHDRAWN_REASON });
    await outboxRound();
    expect(app.fake.messages.filter((m) => m.to === `91${mobile}`)).toEqual([]);
    // The member's download shows it, by its channel, and that it never went.
    const data = JSON.parse((await t.call('downloadMyData', {}, token)).body.result.json);
    expect(data.smsSent).toEqual([
      expect.objectContaining({ channel: 'whatsapp', purpose: 'alert', status: 'failed' }),
    ]);
  });
});

describe('an urgent alert by channel', () => {
  it('names only the channels it goes on: none agreed on either, then all on WhatsApp', async () => {
    // An area of its own: nobody here agreed to anything yet.
    const area = await buildSmallTree(t.db, 'WAO');
    const alertId = await publishUrgent(area.oldMosque);
    const nobody = {
      message: 'No member of this area agreed to get urgent alerts by SMS or on WhatsApp',
      messageCode: 'alertMessagesNoMembers',
    };
    expect((await t.call('previewAlertSms', { alertId }, admin)).body.result).toMatchObject({
      allowed: false,
      members: 0,
      ...nobody,
    });
    expect((await t.call('sendAlertSms', { alertId }, admin)).body.result).toMatchObject({
      pass: false,
      queued: 0,
      ...nobody,
    });

    // Opted in to WhatsApp, one of them to SMS as well: every message goes on WhatsApp, no SMS at all.
    await insertUser(
      t.db,
      buildMember({ mobile: newPhone(), mosqueId: area.oldMosque, alertWhatsappConsentAt: new Date() }),
    );
    await insertUser(
      t.db,
      buildMember({
        mobile: newPhone(),
        mosqueId: area.oldMosque,
        alertSmsConsent: true,
        alertWhatsappConsentAt: new Date(),
      }),
    );
    const preview = (await t.call('previewAlertSms', { alertId }, admin)).body.result;
    expect(preview).toMatchObject({
      allowed: true,
      members: 2,
      messageCode: 'alertWhatsappReady',
      message: 'Ready to send 2 messages on WhatsApp',
      texts: [],
    });
    expect(preview.channels.map((c) => [c.channel, c.members])).toEqual([
      ['sms', 0],
      ['whatsapp', 2],
    ]);
    expect((await t.call('sendAlertSms', { alertId }, admin)).body.result).toMatchObject({
      pass: true,
      queued: 2,
      messageCode: 'alertWhatsappQueued',
      message: '2 WhatsApp messages are on their way',
    });
  });

  it('goes once to each member: on WhatsApp to those who opted in, in their language; SMS to the rest', async () => {
    const onWhatsapp = newPhone();
    const bySms = newPhone();
    const neither = newPhone();
    await insertUser(
      t.db,
      buildMember({ mobile: onWhatsapp, mosqueId: tree.oldMosque, alertWhatsappConsentAt: new Date() }),
    );
    // Agreed to SMS as well: WhatsApp takes the place of the SMS, never both.
    const both = newPhone();
    await insertUser(
      t.db,
      buildMember({
        mobile: both,
        mosqueId: tree.oldMosque,
        alertSmsConsent: true,
        alertWhatsappConsentAt: new Date(),
      }),
    );
    await insertUser(t.db, buildMember({ mobile: bySms, mosqueId: tree.oldMosque, alertSmsConsent: true }));
    await insertUser(t.db, buildMember({ mobile: neither, mosqueId: tree.oldMosque }));
    // The member's last code was in Urdu: so is their alert.
    await t.db.insert(smsOutbox).values({
      purpose: 'otp',
      channel: 'whatsapp',
      phone: `91${onWhatsapp}`,
      template: 'signInCode',
      language: 'ur',
      parts: 1,
      status: 'delivered',
      provider: 'whatsapp-meta',
      giveUpAt: t.services.clock.now(),
    });
    const alertId = await publishUrgent(tree.oldMosque);

    const preview = (await t.call('previewAlertSms', { alertId }, admin)).body.result;
    expect(preview).toMatchObject({
      allowed: true,
      members: 3,
      messageCode: 'alertMessagesReady',
      message: 'Ready to send: 1 by SMS, 2 on WhatsApp',
    });
    // One English SMS of one part at ₹0.25; two WhatsApp messages at ₹0.115.
    expect(preview.channels).toEqual([
      { channel: 'sms', members: 1, units: 1, costPaise: 25 },
      { channel: 'whatsapp', members: 2, units: 2, costPaise: 23 },
    ]);

    const sent = (await t.call('sendAlertSms', { alertId }, admin)).body.result;
    expect(sent).toMatchObject({
      pass: true,
      queued: 3,
      messageCode: 'alertMessagesQueued',
      message: 'On their way: 1 by SMS, 2 on WhatsApp',
    });
    await outboxRound();
    const message = await app.fake.waitFor(`91${onWhatsapp}`);
    expect(message).toMatchObject({
      name: 'urgent_alert',
      languageCode: 'ur',
      params: ['Janaza prayer after Asr today', 'WAC Old Masjid'],
    });
    await app.fake.waitFor(`91${both}`);
    expect(app.fake.messages.filter((m) => m.to === `91${onWhatsapp}`)).toHaveLength(1);
    expect((await rowsTo(both)).map((r) => r.channel)).toEqual(['whatsapp']);
    expect((await rowsTo(bySms)).map((r) => [r.channel, r.status])).toEqual([['sms', 'sent']]);
    expect(await rowsTo(neither)).toEqual([]);

    // A second send is refused, whichever channel the first went by.
    const again = (await t.call('sendAlertSms', { alertId }, admin)).body.result;
    expect(again).toMatchObject({ pass: false, ...said(MSG.alertSmsAlreadySent) });
  });
});

describe('a receipt on WhatsApp', () => {
  it('goes to a donor who opted in, as the link to it; to others it is refused, and SMS stays', async () => {
    const funds = await treasuryAt(t.db, tree.oldMosque);
    const treasurer = await signedInTreasurer(t, tree.oldMosque, 'wac.treasurer@test.local');
    const ayesha = newPhone();
    const donor = await signedIn(
      t,
      buildMember({ name: 'Ayesha Khan', mobile: ayesha, mosqueId: tree.oldMosque }),
    );
    const w = { funds, treasurer, ayesha: donor };
    const record = (memberId: string) =>
      t.call(
        'recordDonation',
        {
          mosqueId: tree.oldMosque,
          idempotencyKey: newKey(),
          fundId: w.funds.general,
          amountPaise: 150_000,
          mode: 'cash',
          donorName: 'Ayesha Khan',
          memberId,
        },
        w.treasurer.token,
      );
    // Not opted in: the receipt's link goes by SMS, and WhatsApp is refused with the reason.
    const first = (await record(w.ayesha.userId)).body.result;
    expect((await rowsTo(ayesha)).map((r) => [r.channel, r.purpose])).toEqual([['sms', 'receipt']]);
    const refused = await t.call(
      'sendReceiptSms',
      { receiptId: first.receiptId!, idempotencyKey: newKey(), channel: 'whatsapp' },
      w.treasurer.token,
    );
    expect(refused.body.result).toMatchObject({ pass: false, messageCode: 'receiptWhatsappNoConsent' });

    await t.call('setAlertWhatsappConsent', { agreed: true }, w.ayesha.token);
    const second = (await record(w.ayesha.userId)).body.result;
    const again = await t.call(
      'sendReceiptSms',
      { receiptId: first.receiptId!, idempotencyKey: newKey(), channel: 'whatsapp' },
      w.treasurer.token,
    );
    expect(again.body.result).toMatchObject({ pass: true, messageCode: 'receiptWhatsappSent' });
    // The new receipt went on WhatsApp only, and so did the one sent again.
    const rows = await rowsTo(ayesha);
    expect(rows.filter((r) => r.channel === 'whatsapp').map((r) => r.purpose)).toEqual([
      'receipt',
      'receipt',
    ]);
    expect(rows.filter((r) => r.channel === 'sms')).toHaveLength(1);
    await outboxRound();
    const [sentOne] = app.fake.messages.filter((m) => m.to === `91${ayesha}`);
    const [code] = await t.db
      .select({ number: smsOutbox.variables })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, `91${ayesha}`), eq(smsOutbox.channel, 'whatsapp')));
    expect(sentOne).toMatchObject({ name: 'donation_receipt' });
    expect(sentOne!.params[0]).toBe(code!.number![0]);
    expect([first.receiptNumber, second.receiptNumber]).toContain(sentOne!.params[0]);
    expect(sentOne!.params[1]).toBe('₹1,500');
    expect(sentOne!.params[2]).toMatch(/^http:\/\/.+\/receipt\/[\w-]+$/);
  });
});

describe('the Messages page', () => {
  it('counts each channel by purpose with its cost, and gives the webhook address', async () => {
    const report = (await t.call('getSmsReport', {}, superAdmin)).body.result;
    const [sms, whatsapp] = report.channels;
    expect(sms).toMatchObject({ channel: 'sms', provider: 'console', pricePerUnit: 0.25 });
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', provider: 'whatsapp-meta', pricePerUnit: 0.115 });
    const alertsOnWhatsapp = whatsapp!.today.find((c) => c.purpose === 'alert')!;
    // The earlier journeys sent four alerts there (two of them to an area all on WhatsApp), and one was
    // stopped by its member.
    expect(alertsOnWhatsapp).toMatchObject({ sent: 4, failed: 1, parts: 4, costPaise: 46 });
    expect(whatsapp!.today.find((c) => c.purpose === 'receipt')).toMatchObject({ sent: 2, costPaise: 23 });
    expect(sms!.today.find((c) => c.purpose === 'alert')).toMatchObject({ sent: 1, parts: 1, costPaise: 25 });
    expect(report.whatsappWebhookUrl).toMatch(/^http:\/\/.+\/whatsapp\/webhook$/);
    expect(report.failures).toContainEqual(
      expect.objectContaining({ channel: 'whatsapp', purpose: 'alert', reason: CONSENT_WITHDRAWN_REASON }),
    );
  });
});
