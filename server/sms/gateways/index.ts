import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../gateway-config';
import type { SmsProvider } from '../provider';
import { consoleSms } from './console';
import { fast2smsSms } from './fast2sms';
import { httpGatewaySms } from './http-gateway';
import { msg91Sms } from './msg91';
import { webhookSms } from './webhook';

/** The gateway the configuration names. Its `name` is the <provider> of POST /sms/status/<provider>. */
export function createSmsProvider(config: GatewayConfig, log: FastifyBaseLogger): SmsProvider {
  switch (config.provider) {
    case 'console':
      return consoleSms(log);
    case 'webhook':
      return webhookSms(config.url);
    case 'msg91':
      return msg91Sms({ authKey: config.authKey, baseUrl: config.baseUrl });
    case 'fast2sms':
      return fast2smsSms({ apiKey: config.apiKey, baseUrl: config.baseUrl });
    case 'http':
      return httpGatewaySms(config);
  }
}
