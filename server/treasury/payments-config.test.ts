import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const razorpay = {
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'the-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'the-webhook-secret',
};

describe('the payment gateway settings', () => {
  it('are off without PAYMENTS_PROVIDER: giving works on UPI links alone', () => {
    expect(loadConfig({}).payments).toBeNull();
  });

  it('read Razorpay with its three keys and the real API address', () => {
    expect(loadConfig(razorpay).payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_key',
      keySecret: 'the-key-secret',
      webhookSecret: 'the-webhook-secret',
      apiUrl: 'https://api.razorpay.com',
      timeoutMs: 10_000,
    });
    expect(loadConfig({ ...razorpay, RAZORPAY_API_URL: 'http://127.0.0.1:9000/' }).payments?.apiUrl).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('refuse a partial set at start, naming what is missing and never a secret', () => {
    const { RAZORPAY_WEBHOOK_SECRET: _, ...withoutWebhook } = razorpay;
    expect(() => loadConfig(withoutWebhook)).toThrow(ConfigError);
    expect(() => loadConfig(withoutWebhook)).toThrow(
      /PAYMENTS_PROVIDER=razorpay needs RAZORPAY_WEBHOOK_SECRET/,
    );
    try {
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'the-key-secret' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/set without PAYMENTS_PROVIDER=razorpay/);
      expect(String(error)).not.toContain('the-key-secret');
    }
    expect(() => loadConfig({ ...razorpay, PAYMENTS_PROVIDER: 'stripe' })).toThrow(/must be razorpay/);
  });

  it('refuse a plain-http API address in production, where the key secret would cross in the clear', () => {
    expect(() =>
      loadConfig({ ...razorpay, NODE_ENV: 'production', RAZORPAY_API_URL: 'http://razorpay.local' }),
    ).toThrow(/RAZORPAY_API_URL must be an https:\/\/ URL in production/);
  });
});
