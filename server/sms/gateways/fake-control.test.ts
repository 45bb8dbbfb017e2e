import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../test/fakes/fake-gateway';
import { startFakeFast2sms } from '../../test/fakes/fast2sms';
import { startFakeMsg91 } from '../../test/fakes/msg91';
import { startReportReceiver } from '../../test/fakes/report-receiver';
import { sampleSms } from '../../test/fakes/sample-sms';
import { fast2smsSms } from './fast2sms';
import { msg91Sms } from './msg91';

// The fakes' HTTP control routes, for processes (a portal under Playwright) that cannot call their methods.

let msg91: FakeGateway;
let fast2sms: FakeGateway;
beforeAll(async () => {
  msg91 = await startFakeMsg91({ authKey: 'msg91-key-0001', templates: { 'otp-en': null } });
  fast2sms = await startFakeFast2sms({ apiKey: 'f2s-key-0001', templates: { '158203': null } });
});
afterAll(async () => {
  await msg91.close();
  await fast2sms.close();
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('fake gateway control API', () => {
  it('fails the next requests as told over HTTP, then takes messages again', async () => {
    const gateway = msg91Sms({ authKey: 'msg91-key-0001', baseUrl: msg91.url });
    expect((await post(`${msg91.url}/_fake/fail-next`, { status: 500, times: 2 })).status).toBe(200);
    await expect(gateway.send(sampleSms())).rejects.toMatchObject({ retryable: true });
    await expect(gateway.send(sampleSms())).rejects.toMatchObject({ retryable: true });
    const { providerId } = await gateway.send(sampleSms());
    const listed = await (await fetch(`${msg91.url}/_fake/messages?to=919876543210`)).json();
    expect(listed).toEqual([
      expect.objectContaining({ to: '919876543210', variables: ['123456'], providerId }),
    ]);
    expect(await (await fetch(`${msg91.url}/_fake/messages?to=919999999999`)).json()).toEqual([]);
    expect((await post(`${msg91.url}/_fake/fail-next`, { status: 418 })).status).toBe(400);
  });

  it('holds a request when told to time out over HTTP', async () => {
    await post(`${fast2sms.url}/_fake/fail-next`, { timeout: true });
    const gateway = fast2smsSms({ apiKey: 'f2s-key-0001', baseUrl: fast2sms.url, timeoutMs: 200 });
    const dlt = { ...sampleSms().dlt, gatewayTemplateId: '158203' };
    await expect(gateway.send(sampleSms({ dlt }))).rejects.toMatchObject({
      reason: 'network error: timeout',
    });
    await expect(gateway.send(sampleSms({ dlt }))).resolves.toMatchObject({ providerId: expect.any(String) });
  });

  it('sends a delivery report over HTTP', async () => {
    const receiver = await startReportReceiver();
    const dlt = { ...sampleSms().dlt, gatewayTemplateId: '158203' };
    const { providerId } = await fast2smsSms({ apiKey: 'f2s-key-0001', baseUrl: fast2sms.url }).send(
      sampleSms({ dlt }),
    );
    const res = await post(`${fast2sms.url}/_fake/report`, {
      url: receiver.url,
      providerId,
      status: 'delivered',
    });
    expect(await res.json()).toEqual({ answered: 200 });
    expect(JSON.parse(receiver.bodies[0]?.body ?? '')).toMatchObject({
      request_id: providerId,
      status: 'Delivered',
    });
    await receiver.close();
  });
});
