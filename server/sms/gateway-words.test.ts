import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { buildSuperAdmin, signedIn } from '../test/factories';
import type { FakeGateway } from '../test/fakes/fake-gateway';
import { sampleSms } from '../test/fakes/sample-sms';
import type { TestApp } from '../test/harness';
import { clientAt, newPhone } from '../test/members-fixtures';
import { startMsg91TestApp } from '../test/msg91-test-app';
import { outboxSenders } from '../test/outbox-senders';
import { webhookSms } from './gateways/webhook';
import { recordSms } from './outbox';
import { sendDueOutbox } from './outbox-job';

// A gateway's refusal may quote the number it refused, in any form. Wherever its words go (the error thrown,
// the log, the outbox's reason, /admin/sms), the number shows only by its last 4 digits.
const logged: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    logged.push(String(chunk));
    done();
  },
});

let app: Awaited<ReturnType<typeof startMsg91TestApp>>;
let fake: FakeGateway;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startMsg91TestApp({}, { logger: pino({ level: 'info' }, sink) });
  ({ t, fake } = app);
  admin = (await signedIn(t, buildSuperAdmin())).token;
});
afterAll(() => app?.close());

/** The ways a gateway has been seen to write a number, each with the 10 digits it holds. */
const forms = (phone: string) => [
  `91${phone}`,
  phone,
  `+91${phone}`,
  `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
  `+91-${phone.slice(0, 5)}-${phone.slice(5)}`,
];

/** The text without the separators a number may be written with: a number in it shows as its 10 digits. */
const squeezed = (text: string) => text.replace(/[\s().+-]/g, '');

function expectNoNumber(text: string, phone: string) {
  expect(squeezed(text)).not.toContain(phone);
  expect(text).toContain(`\u2026${phone.slice(-4)}`);
}

const rowFor = async (phone: string) =>
  (
    await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, `91${phone}`))
  )[0]!;
const failures = async () => (await t.call('getSmsReport', null, admin)).body.result.failures;

describe("a gateway's refusal that quotes the number", () => {
  it.each([0, 1, 2, 3, 4])(
    'keeps only its last 4 digits in the outbox, on /admin/sms and in the log (form %i)',
    async (form) => {
      const phone = newPhone();
      const quoted = forms(phone)[form]!;
      logged.length = 0;
      // A 500 first (retried, its reason kept on the row meanwhile), then a final 400.
      fake.failNext({ status: 500, message: `gateway busy for ${quoted}` });
      fake.failNext({ status: 400, message: `invalid number ${quoted}` });
      await clientAt(t, `10.61.${form}.1`)('sendOtp', { phone });
      await expect.poll(async () => (await rowFor(phone)).status).toBe('failed');
      const row = await rowFor(phone);
      expectNoNumber(row.reason!, phone);
      expect(row.reason).toContain('invalid number');
      const shown = (await failures()).find((f) => f.id === row.id)!;
      expectNoNumber(shown.reason!, phone);
      expect(logged.join('')).toContain('SMS failed');
      expectNoNumber(logged.join(''), phone);
    },
  );

  it("keeps only the last 4 digits of a queued alert's refusal", async () => {
    const phone = newPhone();
    logged.length = 0;
    const now = t.services.clock.now();
    const id = await recordSms(t.db, {
      createdAt: now,
      purpose: 'alert',
      phone: `91${phone}`,
      template: 'alert',
      language: 'en',
      parts: 1,
      provider: 'msg91',
      giveUpAt: new Date(now.getTime() + 3_600_000),
      variables: ['Janaza at Asr'],
      nextAttemptAt: now,
    });
    fake.failNext({ status: 400, message: `number 91${phone} is in the DND registry` });
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row?.status).toBe('failed');
    expectNoNumber(row!.reason!, phone);
    expectNoNumber(logged.join(''), phone);
  });

  it('keeps only the last 4 digits of a delivery report that names the number', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const phone = newPhone();
    await clientAt(t, '10.61.9.1')('sendOtp', { phone });
    const sms = await fake.waitFor(phone);
    const url = `${address}${(await t.call('getSmsReport', null, admin)).body.result.statusPath}`;
    expect(await fake.reportDelivery(url, sms.providerId, 'failed', `DND: +91 ${phone}`)).toBe(200);
    const row = await rowFor(phone);
    expect(row.status).toBe('failed');
    expectNoNumber(row.reason!, phone);
    expectNoNumber((await failures()).find((f) => f.id === row.id)!.reason!, phone);
  });
});

describe('the error a gateway throws', () => {
  it("holds no number, even from a JSON-escaped body that puts it after an escape ('\\n')", async () => {
    const phone = newPhone();
    const relay = createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `refused:\n${phone}\nand "91${phone}"` }));
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as AddressInfo;
    try {
      const thrown = await webhookSms(`http://127.0.0.1:${port}/relay`)
        .send(sampleSms({ to: `91${phone}` }))
        .then(
          () => null,
          (e: Error & { reason?: string }) => e,
        );
      expect(thrown).not.toBeNull();
      for (const words of [thrown!.message, thrown!.reason!, String(thrown), JSON.stringify(thrown)])
        expect(squeezed(words)).not.toContain(phone);
      expect(thrown!.message).toContain(`\u2026${phone.slice(-4)}`);
    } finally {
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});
