import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readSetting } from '../db/portal-settings';
import type { Services } from '../services';
import { solvedAltcha } from '../test/altcha';
import { startTestApp, type TestApp } from '../test/harness';

// Two portal processes on one database, as behind a proxy without sticky routing.
let t: TestApp;
let other: Services;
let closeOther: () => Promise<void>;
beforeAll(async () => {
  t = await startTestApp({ env: { BOT_CHECK: 'altcha' } });
  const built = await buildApp({ config: t.config, database: t.database, logger: pino({ level: 'silent' }) });
  other = built.services;
  closeOther = () => built.app.close();
});
afterAll(async () => {
  await closeOther();
  await t.close();
});

describe('the bot-check key', () => {
  it('is made once and kept in the database, so a challenge from one process verifies on another', async () => {
    const solved = await solvedAltcha(t);
    await expect(other.botCheck.verify(solved)).resolves.toBe(0);
    // A solution is still spent once, whichever process sees it.
    await expect(t.services.botCheck.verify(solved)).rejects.toThrow();
    expect(await readSetting(t.db, 'altcha_hmac_key')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is ALTCHA_HMAC_KEY when that is set, whatever the database holds', async () => {
    const configured = await buildApp({
      config: { ...t.config, altchaHmacKey: 'k'.repeat(40) },
      database: t.database,
      logger: pino({ level: 'silent' }),
    });
    try {
      await expect(configured.services.botCheck.verify(await solvedAltcha(t))).rejects.toThrow();
    } finally {
      await configured.app.close();
    }
  });
});
