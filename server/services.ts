import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { databaseCounter, type HitCounter, memoryCounter } from './protocol/shared-counter';
import { type BotCheck, createBotCheck } from './sign-in/bot-check';
import { Throttle } from './sign-in/throttle';
import { createSmsProvider, type SmsProvider } from './sms/provider';

/** Collaborators the handlers share. Tests replace the clock to cross time limits without waiting. */
export type Services = {
  clock: Clock;
  throttle: Throttle;
  sms: SmsProvider;
  botCheck: BotCheck;
  /** The API limits' counter: in memory for a lone process, in the database for a fleet. */
  hits: HitCounter;
};

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
    hits: config.sharedLimits ? databaseCounter(db) : memoryCounter(),
  };
}
