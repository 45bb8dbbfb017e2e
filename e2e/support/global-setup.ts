import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeMsg91 } from '../../server/test/fakes/msg91';
import {
  msg91Templates,
  TEST_MSG91_AUTH_KEY,
  writeTemplatesFile,
} from '../../server/test/sms-templates-file';
import { E2E } from './env';
import { prepareDatabase } from './fixtures';

async function waitForReady(url: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null)
      throw new Error(`The app exited with code ${app.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app was not ready within ${timeoutMs} ms`);
}

/**
 * Starts a fake MSG91 (a real HTTP listener that checks each request as MSG91's Flow API documents it) and the
 * built app on a fresh data dir, as `npm start` would run it, with the bot check on and MSG91 as its gateway.
 */
export default async function globalSetup() {
  const inbox = await startFakeMsg91({
    authKey: TEST_MSG91_AUTH_KEY,
    templates: msg91Templates(),
    port: E2E.inboxPort,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'anjuman-e2e-'));
  // Started as root, the embedded database runs as the user postgres, which must pass through this folder.
  chmodSync(dataDir, 0o711);
  const env = {
    NODE_ENV: 'development',
    PORT: String(E2E.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: TEST_MSG91_AUTH_KEY,
    MSG91_BASE_URL: inbox.url,
    SMS_TEMPLATES_FILE: writeTemplatesFile(),
    BOT_CHECK: 'altcha',
    ADMIN_EMAIL: E2E.admin.email,
    ADMIN_PASSWORD: E2E.admin.password,
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    VOLUNTEER_FORM_URL: 'https://forms.example.org/apply',
  };
  await prepareDatabase(dataDir, env);
  const app = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(`${E2E.baseUrl}/readyz`, app, 90_000);

  return async () => {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await inbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
