import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export type SmsMessage = { to: string; message: string; code: string };

/** Delivers one OTP text. Throws when the message could not be handed over. */
export type SmsProvider = { name: string; send(sms: SmsMessage): Promise<void> };

export function consoleSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async send({ to, message }) {
      // Only ever configured outside production (config refuses it there): this is how a developer sees the code.
      log.info({ to }, `SMS to ${to}: ${message}`);
    },
  };
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** POSTs {"to","message","code"} as JSON, so any SMS gateway can be bridged with a small relay. */
export function webhookSms(url: string): SmsProvider {
  return {
    name: 'webhook',
    async send(sms) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sms),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  return config.sms.provider === 'webhook' ? webhookSms(config.sms.url) : consoleSms(log);
}
