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
import { WhatsAppDispatch } from './whatsapp/dispatch';
import { createWhatsAppProvider } from './whatsapp/gateways';
import type { WhatsAppProvider } from './whatsapp/provider';

/** Collaborators the handlers share. Tests replace the clock to cross time limits without waiting. */
export type Services = {
  clock: Clock;
  throttle: Throttle;
  sms: SmsProvider;
  /** Sends SMS through `sms` and keeps the outbox's account of them. */
  smsDispatch: SmsDispatch;
  /** Sends WhatsApp messages and keeps the outbox's account of them; null when WhatsApp is off. */
  whatsappDispatch: WhatsAppDispatch | null;
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
  /** The WhatsApp gateway, when the config turns WhatsApp on (tests point it at the fake). */
  whatsapp?: WhatsAppProvider;
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
    whatsappDispatch: createWhatsAppDispatch(db, config, clock, log, overrides),
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

/** The WhatsApp dispatch of a portal with WhatsApp on, for the HTTP processes and the job process alike. */
export function createWhatsAppDispatch(
  db: Db,
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
  overrides: Pick<ServiceOverrides, 'whatsapp' | 'smsRetryDelaysMs'> = {},
): WhatsAppDispatch | null {
  if (!config.whatsappEnabled || config.whatsappTemplates === null) return null;
  const provider = overrides.whatsapp ?? createWhatsAppProvider(config.whatsapp);
  if (provider === null) return null;
  return new WhatsAppDispatch(db, clock, provider, config.whatsappTemplates, log, overrides.smsRetryDelaysMs);
}
