import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from './gateway-config';

describe('readGatewayConfig', () => {
  it('defaults to console outside production and refuses it in production', () => {
    expect(readGatewayConfig({}, false)).toEqual({ config: { provider: 'console' }, problems: [] });
    expect(readGatewayConfig({}, true).problems).toEqual([
      'SMS_PROVIDER must be set in production (one of webhook, msg91, fast2sms, http)',
    ]);
    expect(readGatewayConfig({ SMS_PROVIDER: 'console' }, true).problems).toEqual([
      'SMS_PROVIDER=console would print OTPs to the log; choose a gateway in production',
    ]);
    expect(readGatewayConfig({ SMS_PROVIDER: 'twilio' }, false).problems).toEqual([
      'SMS_PROVIDER must be one of console, webhook, msg91, fast2sms, http',
    ]);
  });

  it('reads webhook', () => {
    expect(
      readGatewayConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://relay.example/sms' }, true),
    ).toEqual({
      config: { provider: 'webhook', url: 'https://relay.example/sms' },
      problems: [],
    });
    expect(readGatewayConfig({ SMS_PROVIDER: 'webhook' }, true).problems).toEqual([
      'SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL',
    ]);
    expect(readGatewayConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'ftp://x' }, true).problems).toEqual(
      ['SMS_WEBHOOK_URL must be an http:// or https:// URL'],
    );
  });

  it('reads msg91 and fast2sms with their default base URLs', () => {
    expect(readGatewayConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k-1234' }, true).config).toEqual({
      provider: 'msg91',
      authKey: 'k-1234',
      baseUrl: 'https://control.msg91.com',
    });
    expect(
      readGatewayConfig(
        { SMS_PROVIDER: 'fast2sms', FAST2SMS_API_KEY: 'f-1234', FAST2SMS_BASE_URL: 'http://127.0.0.1:9' },
        true,
      ).config,
    ).toEqual({ provider: 'fast2sms', apiKey: 'f-1234', baseUrl: 'http://127.0.0.1:9' });
    expect(readGatewayConfig({ SMS_PROVIDER: 'msg91', MSG91_BASE_URL: 'nope' }, true).problems).toEqual([
      'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY',
      'MSG91_BASE_URL must be an http:// or https:// URL',
    ]);
    expect(readGatewayConfig({ SMS_PROVIDER: 'fast2sms', FAST2SMS_API_KEY: ' ' }, true).problems).toEqual([
      'SMS_PROVIDER=fast2sms needs FAST2SMS_API_KEY',
    ]);
  });

  it('reads the http gateway', () => {
    const env = {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://api.exotel.com/v1/Accounts/sid/Sms/send',
      SMS_HTTP_HEADERS: '{"Authorization":"Basic abc"}',
      SMS_HTTP_BODY: 'From={header}&To={to}&Body={text}&DltTemplateId={templateId}&DltEntityId={entityId}',
      SMS_HTTP_ID_PATH: 'SMSMessage.Sid',
    };
    expect(readGatewayConfig(env, true)).toEqual({
      config: {
        provider: 'http',
        url: env.SMS_HTTP_URL,
        method: 'POST',
        headers: { Authorization: 'Basic abc' },
        body: env.SMS_HTTP_BODY,
        idPath: 'SMSMessage.Sid',
      },
      problems: [],
    });
    expect(
      readGatewayConfig(
        {
          SMS_PROVIDER: 'http',
          SMS_HTTP_URL: 'http://modem.lan/send?to={to10}&m={text}',
          SMS_HTTP_METHOD: 'get',
        },
        true,
      ),
    ).toMatchObject({ config: { method: 'GET', body: '', idPath: null }, problems: [] });
  });

  it('names every problem of the http gateway', () => {
    expect(
      readGatewayConfig(
        {
          SMS_PROVIDER: 'http',
          SMS_HTTP_URL: 'https://gw.example/send?to={phone}',
          SMS_HTTP_METHOD: 'PUT',
          SMS_HTTP_HEADERS: '{"X-Key":1}',
          SMS_HTTP_BODY: '{"to":"{to}","text":"{text}"',
          SMS_HTTP_ID_PATH: 'data..id',
        },
        true,
      ).problems,
    ).toEqual([
      'SMS_HTTP_METHOD must be GET or POST',
      'SMS_HTTP_HEADERS must be a JSON object of strings, such as {"Authorization":"Bearer …"}',
      'SMS_HTTP_URL uses unknown placeholders: {phone}',
      'SMS_HTTP_BODY is a JSON body (by its content-type or its first character) but is not valid JSON',
      'SMS_HTTP_ID_PATH must be a dotted path such as data.id',
    ]);
    expect(readGatewayConfig({ SMS_PROVIDER: 'http' }, true).problems).toEqual([
      'SMS_PROVIDER=http needs SMS_HTTP_URL',
    ]);
    expect(
      readGatewayConfig(
        { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://x', SMS_HTTP_METHOD: 'GET', SMS_HTTP_BODY: 'a=b' },
        true,
      ).problems,
    ).toEqual(['SMS_HTTP_BODY must be empty when SMS_HTTP_METHOD=GET']);
  });

  it('never quotes a secret in a problem', () => {
    const { problems } = readGatewayConfig(
      {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'not a url with key-998877',
        SMS_HTTP_HEADERS: '{"Authorization": "Bearer tok-5566"',
      },
      true,
    );
    expect(problems.join('\n')).not.toMatch(/998877|tok-5566/);
  });
});
