import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { sendDueOutbox } from '../sms/outbox-job';
import { buildMember } from '../test/factories';
import type { FakeWhatsApp } from '../test/fakes/whatsapp-cloud';
import type { TestApp } from '../test/harness';
import { newPhone as anyPhone } from '../test/members-fixtures';
import { outboxSenders } from '../test/outbox-senders';
import { startWhatsAppTestApp } from '../test/whatsapp-test-app';
import { queueManyWhatsApp, queueWhatsApp } from './outbox';
import { metaErrorTag } from './provider';

// A WhatsApp message through the one outbox: queued in the caller's transaction, sent by the job process to
// the fake Cloud API as its template in the member's language, retried when Meta is busy.
let app: Awaited<ReturnType<typeof startWhatsAppTestApp>>;
let t: TestApp;
let fake: FakeWhatsApp;

beforeAll(async () => {
  app = await startWhatsAppTestApp();
  ({ t, fake } = app);
});
afterAll(() => app?.close());

/**
 * A member's number who turned on alerts on WhatsApp: the job sends a message other than a code only to such a
 * number, and checks it again just before sending (server/privacy/whatsapp-consent.ts).
 */
async function newPhone(): Promise<string> {
  const mobile = anyPhone();
  await t.db.insert(users).values(buildMember({ mobile, alertWhatsappConsentAt: t.services.clock.now() }));
  return mobile;
}

const rowOf = async (id: string) => (await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;
const queue = (phone: string, params = ['Eid prayer at 7:30 am', 'Jama Masjid']) =>
  queueWhatsApp(t.db, {
    phone,
    template: 'alert',
    language: 'hi',
    params,
    provider: t.services.whatsappDispatch!.provider.name,
    now: t.services.clock.now(),
  });

describe('the outbox on WhatsApp', () => {
  it('sends a queued alert as its utility template in the member language, once', async () => {
    const phone = await newPhone();
    const id = await queue(phone, ['Eid prayer\nat 7:30 am', 'Jama Masjid']);
    expect(await rowOf(id)).toMatchObject({ channel: 'whatsapp', status: 'queued', parts: 1 });
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    const message = await fake.waitFor(phone);
    expect(message).toMatchObject({
      name: 'urgent_alert',
      languageCode: 'hi',
      params: ['Eid prayer at 7:30 am', 'Jama Masjid'],
      copyCode: null,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', providerId: message.providerId, attempts: 1 });
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    expect(fake.messages.filter((m) => m.to === `91${phone}`)).toHaveLength(1);
  });

  it('queues an alert for many members in one go, each in their language', async () => {
    const phones = [await newPhone(), await newPhone()];
    const provider = t.services.whatsappDispatch!.provider.name;
    await queueManyWhatsApp(
      t.db,
      phones.map((phone, i) => ({
        phone,
        template: 'alert' as const,
        language: i === 0 ? ('ur' as const) : ('en' as const),
        params: ['Janaza after Asr', 'Sector 4'],
        provider,
        now: t.services.clock.now(),
      })),
    );
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    expect((await fake.waitFor(phones[0]!)).languageCode).toBe('ur');
    expect((await fake.waitFor(phones[1]!)).languageCode).toBe('en');
  });

  it('queues nothing when the caller write is rolled back', async () => {
    const phone = await newPhone();
    await expect(
      withTransaction(t.db, async (tx) => {
        await queueWhatsApp(tx, {
          phone,
          template: 'receipt',
          language: 'en',
          params: ['JAMA/2026-27/000001', '₹500.00', 'https://example.org/receipt/x'],
          provider: 'whatsapp-meta',
          now: t.services.clock.now(),
        });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(
      await t.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, `91${phone}`)),
    ).toEqual([]);
  });

  it('tries again when Meta is busy, and fails for good on a number without WhatsApp', async () => {
    const busy = await newPhone();
    fake.failNext({ code: 130429 });
    const first = await queue(busy);
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    expect(await rowOf(first)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await rowOf(first)).reason).toContain('130429');
    await new Promise((r) => setTimeout(r, 40));
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    expect(await rowOf(first)).toMatchObject({ status: 'sent' });

    const none = await newPhone();
    fake.notOnWhatsApp(none);
    const second = await queue(none);
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    expect(await rowOf(second)).toMatchObject({ status: 'failed' });
    expect((await rowOf(second)).reason).toContain(`${metaErrorTag(131026)} Message undeliverable`);
  });
});
