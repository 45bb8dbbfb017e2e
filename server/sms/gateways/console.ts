import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../provider';

/**
 * Prints each SMS to the log. Only ever configured outside production (readGatewayConfig refuses it there):
 * this is how a developer sees the code.
 */
export function consoleSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async send({ to, text }) {
      // `+91…`, as a member writes their own number.
      log.info({ to }, `SMS to +${to}: ${text}`);
      return { providerId: null };
    },
  };
}
