import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, expect, test } from '@playwright/test';
import pg from 'pg';
import { type Cluster, startCluster } from '../server/db/embedded/cluster';
import { type LocalCaddy, startLocalCaddy } from '../server/test/local-caddy';
import { type PortalProcess, startPortal, untilReady } from '../server/test/portal-process';
import { TEST_MSG91_AUTH_KEY, writeTemplatesFile } from '../server/test/sms-templates-file';
import { deployRelease } from './support/deploy-release';
import { E2E } from './support/env';
import { registerThroughUi } from './support/member';

/**
 * The portal as a server runs it: deployed from the release tarball with `npm ci --omit=dev` (README
 * "Deploying"), behind Debian's Caddy with HTTPS (`tls internal`), as deploy/Caddyfile sets it up, two portal
 * processes on one database. Chromium resolves anjuman.test to this machine and trusts Caddy's local
 * certificate authority, so the page is a secure context: the real bot check, the OTP, the service worker and
 * a staff sign-in, over HTTPS.
 */
const HOST = 'anjuman.test';

let folder: string;
let release: string;
let cluster: Cluster;
const portals: PortalProcess[] = [];
let caddy: LocalCaddy | undefined;
let browser: Browser;
let origin: string;

test.beforeAll(async () => {
  // The release's install takes about 25 s with npm's cache warm; the rest as before.
  test.setTimeout(240_000);
  folder = mkdtempSync(join(tmpdir(), 'anjuman-https-'));
  chmodSync(folder, 0o711);
  release = await deployRelease(folder);
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
    const portal = await startPortal(join(folder, name), env, { release });
    await untilReady(portal);
    portals.push(portal);
  }

  const upstreams = portals.map((p) => p.baseUrl.replace('http://', '')).join(' ');
  caddy = await startLocalCaddy([
    {
      host: HOST,
      body: `reverse_proxy ${upstreams} {\n\t\tlb_policy round_robin\n\t\thealth_uri /healthz\n\t}`,
    },
  ]);
  origin = caddy.urls[0]!;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...caddy.browserArgs,
    ],
    env: { ...process.env, HOME: caddy.browserHome },
  });
});

test.afterAll(async () => {
  await browser?.close();
  await caddy?.stop();
  for (const portal of portals) portal.proc.kill('SIGTERM');
  await Promise.all(portals.map((p) => p.exited));
  await cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('deployed from the release, over HTTPS through Caddy and two processes: a member registers, the app installs, staff sign in', async () => {
  // What runs is the bundle on the runtime's packages: no sources, no TypeScript, no build tool.
  for (const absent of ['server', 'web', 'node_modules/tsx', 'node_modules/typescript', 'node_modules/vite'])
    expect(existsSync(join(release, absent)), absent).toBe(false);

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
