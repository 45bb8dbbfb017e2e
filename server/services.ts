import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { type BotCheck, createBotCheck } from './sign-in/bot-check';
import { Throttle } from './sign-in/throttle';
import { createSmsProvider, type SmsProvider } from './sms/provider';

/** Collaborators the handlers share. Tests replace the clock to cross time limits without waiting. */
export type Services = { clock: Clock; throttle: Throttle; sms: SmsProvider; botCheck: BotCheck };

export async function createServices(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  overrides: Partial<Pick<Services, 'clock' | 'sms'>> = {},
): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  return {
    clock,
    throttle: new Throttle(db, clock),
    sms: overrides.sms ?? createSmsProvider(config, log),
    botCheck: await createBotCheck(db, config, clock),
  };
}
