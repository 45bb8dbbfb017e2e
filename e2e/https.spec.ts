import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, expect, test } from '@playwright/test';
import pg from 'pg';
import { type Cluster, startCluster } from '../server/db/embedded/cluster';
import { freePort, type PortalProcess, startPortal, untilReady } from '../server/test/portal-process';
import { TEST_MSG91_AUTH_KEY, writeTemplatesFile } from '../server/test/sms-templates-file';
import { E2E } from './support/env';
import { registerThroughUi } from './support/member';

/**
 * Issue 25: the portal behind Debian's Caddy with HTTPS (`tls internal`), as deploy/Caddyfile sets it up,
 * in front of two portal processes on one database. Chromium resolves anjuman.test to this machine and
 * trusts Caddy's local certificate authority, so the page is a secure context: the real bot check, the
 * OTP, the service worker and a staff sign-in, over HTTPS.
 */
const HOST = 'anjuman.test';

let folder: string;
let cluster: Cluster;
const portals: PortalProcess[] = [];
let caddy: ChildProcess;
let browser: Browser;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'anjuman-https-'));
  chmodSync(folder, 0o711);
  cluster = await startCluster(join(folder, 'cluster'), 'tests');
  const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
  await admin.connect();
  await admin.query('create database https_portal');
  await admin.end();
  const databaseUrl = cluster.urlFor('https_portal');

  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    // The fake MSG91 the global setup runs, which the journey reads the OTP from.
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: TEST_MSG91_AUTH_KEY,
    MSG91_BASE_URL: E2E.inboxUrl,
    SMS_TEMPLATES_FILE: writeTemplatesFile(),
    BOT_CHECK: 'altcha',
    DEMO_DATA: 'on',
    ADMIN_EMAIL: E2E.admin.email,
    ADMIN_PASSWORD: E2E.admin.password,
    TRUST_PROXY: '127.0.0.1',
    UPGRADE_INSECURE_REQUESTS: 'true',
    LOG_LEVEL: 'info',
  };
  // Started one after the other: the second finds the database prepared (the start lock would also do).
  for (const name of ['a', 'b']) {
    const portal = await startPortal(join(folder, name), env);
    await untilReady(portal);
    portals.push(portal);
  }

  const httpsPort = await freePort();
  origin = `https://${HOST}:${httpsPort}`;
  const upstreams = portals.map((p) => p.baseUrl.replace('http://', '')).join(' ');
  const caddyfile = join(folder, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
	admin off
	http_port ${await freePort()}
	https_port ${httpsPort}
	storage file_system ${join(folder, 'caddy')}
	skip_install_trust
}

${HOST}:${httpsPort} {
	tls internal
	reverse_proxy ${upstreams} {
		lb_policy round_robin
		health_uri /healthz
	}
}
`,
  );
  caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: folder,
      XDG_DATA_HOME: join(folder, 'xdg'),
      XDG_CONFIG_HOME: join(folder, 'xdg'),
    },
    stdio: 'ignore',
  });

  // A browser profile whose certificate store trusts Caddy's local authority, as a phone would once told to.
  const rootCert = join(folder, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  await expect.poll(() => existsSync(rootCert), { timeout: 20_000 }).toBe(true);
  const nss = join(folder, 'home', '.pki', 'nssdb');
  mkdirSync(nss, { recursive: true });
  execFileSync('certutil', ['-d', `sql:${nss}`, '-N', '--empty-password']);
  execFileSync('certutil', ['-d', `sql:${nss}`, '-A', '-t', 'C,,', '-n', 'caddy-local', '-i', rootCert]);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
    ],
    env: { ...process.env, HOME: join(folder, 'home') },
  });
});

test.afterAll(async () => {
  await browser?.close();
  caddy?.kill('SIGTERM');
  for (const portal of portals) portal.proc.kill('SIGTERM');
  await Promise.all(portals.map((p) => p.exited));
  await cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('over HTTPS through Caddy and two processes: a member registers, the app installs, staff sign in', async () => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

  // The real bot check (it needs a secure context's WebCrypto) and an OTP through the fake MSG91.
  await registerThroughUi(page, {
    phone: '9876512345',
    password: 'https-member-1',
    name: 'Secure Member',
    dob: '12031990',
    gender: 'Male',
  });

  // The service worker registers, so the portal can be installed and open offline.
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(state).toBe('activated');

  const staff = await context.newPage();
  await staff.goto('/admin/login');
  await staff.getByLabel('Email').fill(E2E.admin.email);
  await staff.getByLabel('Password').fill(E2E.admin.password);
  await staff.getByRole('button', { name: 'Login' }).click();
  await expect(staff).toHaveURL(/\/admin$/);

  // Caddy spread the calls over both processes.
  for (const portal of portals) expect(portal.output()).toMatch(/"path":"\/api\//);
  await context.close();
});
