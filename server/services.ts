import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { databaseCounter, type HitCounter, memoryCounter } from './protocol/shared-counter';
import { type PushRetry, PushSender } from './push/push-sender';
import { loadVapid } from './push/vapid';
import { type BotCheck, createBotCheck } from './sign-in/bot-check';
import { Throttle } from './sign-in/throttle';
import { BudgetAlarm } from './sms/budget-alarm';
import { SmsDispatch } from './sms/dispatch';
import { createSmsProvider } from './sms/gateways';
import type { SmsProvider } from './sms/provider';

/** Collaborators the handlers share. Tests replace the clock to cross time limits without waiting. */
export type Services = {
  clock: Clock;
  throttle: Throttle;
  sms: SmsProvider;
  /** Sends SMS through `sms` and keeps the outbox's account of them. */
  smsDispatch: SmsDispatch;
  budgetAlarm: BudgetAlarm;
  botCheck: BotCheck;
  /** The API limits' counter: in memory for a lone process, in the database for a fleet. */
  hits: HitCounter;
  /** Sends push notifications with the portal's VAPID keys; getPushKey gives its public key. */
  push: PushSender;
};

export type ServiceOverrides = {
  clock?: Clock;
  sms?: SmsProvider;
  /** Waits between an SMS's tries (tests shorten them). */
  smsRetryDelaysMs?: readonly number[];
  /** Waits between a push notification's tries (tests shorten them). */
  pushRetry?: PushRetry;
};

export async function createServices(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const sms = overrides.sms ?? createSmsProvider(config.sms, log);
  return {
    clock,
    throttle: new Throttle(db, clock),
    sms,
    smsDispatch: new SmsDispatch(db, clock, sms, config.smsTemplates, log, overrides.smsRetryDelaysMs),
    budgetAlarm: new BudgetAlarm(),
    botCheck: await createBotCheck(db, config, clock),
    hits: config.sharedLimits ? databaseCounter(db) : memoryCounter(),
    push: new PushSender(await loadVapid(db, config.push.subject), overrides.pushRetry),
  };
}
