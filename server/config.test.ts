import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';
import { filledTemplatesFile, writeTemplatesFile } from './test/sms-templates-file';

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './data',
      sms: { provider: 'console' },
      botCheck: 'altcha',
      demoData: true,
    });
    expect(c.trustProxy).toBe(false);
  });

  it('refuses unsafe production settings with a clear message', () => {
    const prod = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_TEMPLATES_FILE: writeTemplatesFile(),
      PUBLIC_URL: 'https://anjuman.example.in',
    };
    expect(loadConfig(prod).demoData).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER must be set/);
    expect(() => loadConfig({ ...prod, SMS_TEMPLATES_FILE: '' })).toThrow(/needs SMS_TEMPLATES_FILE/);
    const noUrdu = filledTemplatesFile();
    delete noUrdu.templates.otp!.ur;
    expect(() => loadConfig({ ...prod, SMS_TEMPLATES_FILE: writeTemplatesFile(noUrdu) })).toThrow(
      /templates\.otp\.ur is missing/,
    );
    expect(() => loadConfig({ ...prod, SMS_PROVIDER: 'console' })).toThrow(/print OTPs/);
    expect(() => loadConfig({ ...prod, BOT_CHECK: 'off' })).toThrow(/BOT_CHECK=off/);
    expect(() => loadConfig({ ...prod, DEMO_DATA: 'on' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ ...prod, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/set together/);
  });

  it('takes a push subject from PUBLIC_URL or PUSH_CONTACT_EMAIL, and refuses one Apple would not in production', () => {
    const prod = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_TEMPLATES_FILE: writeTemplatesFile(),
    };
    expect(loadConfig({}).push).toEqual({ subject: 'mailto:push@example.org', testOrigins: [] });
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://anjuman.example.in/' }).push.subject).toBe(
      'https://anjuman.example.in',
    );
    expect(loadConfig({ ...prod, PUSH_CONTACT_EMAIL: 'committee@anjuman.in' }).push.subject).toBe(
      'mailto:committee@anjuman.in',
    );
    expect(() => loadConfig(prod)).toThrow(/need PUBLIC_URL .* or PUSH_CONTACT_EMAIL/);
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://anjuman.example.in' })).toThrow(/https:\/\//);
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'https://anjuman.local' })).toThrow(/not localhost/);
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'https://localhost:3000' })).toThrow(/not localhost/);
    expect(() => loadConfig({ ...prod, PUSH_CONTACT_EMAIL: 'push@example.org' })).toThrow(
      /not a real address/,
    );
    // The local fake's address is for tests: production refuses it.
    const fake = { PUSH_TEST_ENDPOINTS: 'http://127.0.0.1:9123' };
    expect(loadConfig(fake).push.testOrigins).toEqual(['http://127.0.0.1:9123']);
    expect(() => loadConfig({ ...prod, ...fake, PUBLIC_URL: 'https://anjuman.example.in' })).toThrow(
      /PUSH_TEST_ENDPOINTS is refused in production/,
    );
  });

  it('keeps 10 database connections per process unless told, between 1 and 100', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '101' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reaches the primary directly for sessions of their own, and reads stale-ok data from the replicas given', () => {
    const server = { DATABASE_URL: 'postgres://u@pgbouncer.example.org:6432/anjuman' };
    expect(loadConfig(server)).toMatchObject({
      databaseDirectUrl: server.DATABASE_URL,
      replicaUrls: [],
      maxReplicaLagMs: 5000,
    });
    const national = loadConfig({
      ...server,
      DATABASE_DIRECT_URL: 'postgres://u@db1.example.org/anjuman',
      DATABASE_REPLICA_URLS:
        ' postgres://u@db2.example.org/anjuman, postgresql://u@db3.example.org/anjuman ,',
      REPLICA_MAX_LAG_MS: '2000',
    });
    expect(national).toMatchObject({
      databaseUrl: server.DATABASE_URL,
      databaseDirectUrl: 'postgres://u@db1.example.org/anjuman',
      replicaUrls: ['postgres://u@db2.example.org/anjuman', 'postgresql://u@db3.example.org/anjuman'],
      maxReplicaLagMs: 2000,
    });
  });

  it('refuses replicas or a direct connection without DATABASE_URL, and a replica address that is not one', () => {
    const replica = { DATABASE_REPLICA_URLS: 'postgres://u@db2.example.org/anjuman' };
    expect(() => loadConfig(replica)).toThrow(/DATABASE_REPLICA_URLS needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://u@db1.example.org/anjuman' })).toThrow(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
    const server = { DATABASE_URL: 'postgres://u@db1.example.org/anjuman' };
    // The message names the address by its place: it may hold a password.
    const bad = () =>
      loadConfig({ ...server, DATABASE_REPLICA_URLS: 'postgres://u@db2.example.org/a,https://u:secret@x/a' });
    expect(bad).toThrow(/address 2 is not a postgres:\/\/ address/);
    expect(bad).not.toThrow(/secret/);
    expect(() => loadConfig({ ...server, REPLICA_MAX_LAG_MS: '50' })).toThrow(/REPLICA_MAX_LAG_MS/);
  });

  it('counts the API limits in memory for a lone embedded portal, in the database for anything else', () => {
    expect(loadConfig({}).sharedLimits).toBe(false);
    expect(loadConfig({ WORKERS: '2' }).sharedLimits).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db.example.org/anjuman' }).sharedLimits).toBe(true);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db.example.org/anjuman', SHARED_LIMITS: 'off' }).sharedLimits,
    ).toBe(false);
  });

  it('keeps 14 daily backups in DATA_DIR/backups unless told otherwise, and refuses a negative count', () => {
    expect(loadConfig({ DATA_DIR: '/srv/anjuman' }).backups).toEqual({
      dir: '/srv/anjuman/backups',
      keep: 14,
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/b', BACKUP_KEEP: '0' }).backups).toEqual({
      dir: '/mnt/b',
      keep: 0,
    });
    expect(() => loadConfig({ BACKUP_KEEP: '-1' })).toThrow(/BACKUP_KEEP/);
  });

  it('takes VOLUNTEER_FORM_URL as an http(s) address, unset by default', () => {
    expect(loadConfig({}).volunteerFormUrl).toBeNull();
    const url = 'https://forms.example.org/apply';
    expect(loadConfig({ VOLUNTEER_FORM_URL: url }).volunteerFormUrl).toBe(url);
    expect(() => loadConfig({ VOLUNTEER_FORM_URL: 'javascript:alert(1)' })).toThrow(/VOLUNTEER_FORM_URL/);
    expect(() => loadConfig({ VOLUNTEER_FORM_URL: 'ftp://example.org/form' })).toThrow(/VOLUNTEER_FORM_URL/);
    expect(() => loadConfig({ VOLUNTEER_FORM_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as off, a hop count or the proxy addresses', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(parseTrustProxy('true')).toBe(true);
  });
});
