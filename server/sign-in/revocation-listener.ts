import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { forgetCachedSessions } from './sessions';

/** The channel migration 0014's triggers notify when sessions end or accounts change. */
const CHANNEL = 'anjuman_sessions';
/**
 * The name the connection below gives itself on the server. Every serving portal process keeps it open as
 * long as it runs, so `pg_stat_activity` shows whether a portal is still on the database (a restore asks).
 */
export const PORTAL_CONNECTION_NAME = 'anjuman-portal';
/**
 * The one statement that connection runs, still shown as its last: how a portal is known whose connection
 * has another name (one from before the name, or a DATABASE_URL that names its connections itself).
 */
export const PORTAL_CONNECTION_STATEMENT = `LISTEN ${CHANNEL}`;
const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * Hears, on one connection of its own, what the database says about ended sessions and changed accounts,
 * and forgets those accounts' cached sessions: a logout or a suspension on one process is honoured by
 * every other within milliseconds, not at the end of the cache's few seconds. The connection comes back
 * by itself when it drops (a restart of the server, a failover), and the whole cache is forgotten then,
 * since what was said while it was down was not heard. Returns the function that stops it.
 */
export function listenForRevocations(
  url: string,
  db: Db,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): { ready: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;

  const hear = (message: pg.Notification) => {
    if (message.channel !== CHANNEL) return;
    if (!message.payload || message.payload === '*') forgetCachedSessions(db);
    else for (const userId of message.payload.split(',')) forgetCachedSessions(db, userId);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: PORTAL_CONNECTION_NAME });
    next.on('notification', hear);
    next.on('error', () => {});
    next.on('end', () => {
      forgetCachedSessions(db);
      if (stopped || client !== next) return;
      client = null;
      retry();
    });
    client = next;
    await next.connect();
    await next.query(PORTAL_CONNECTION_STATEMENT);
    // Whatever was said before this connection listened went unheard.
    forgetCachedSessions(db);
    failures = 0;
  };

  const retry = () => {
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    setTimeout(() => {
      if (stopped) return;
      connect().catch(() => {
        // Once an outage, not at every try: the database's own watch says when it is back.
        if (failures === 1)
          logger.warn('Lost the database connection that hears session revocations; trying again');
        client?.end().catch(() => {});
        client = null;
        retry();
      });
    }, wait).unref();
  };

  return {
    ready: connect(),
    stop: async () => {
      stopped = true;
      await client?.end().catch(() => {});
    },
  };
}
