import { describe, expect, it } from 'vitest';
import type { SeedOutcome } from '../db/seed';
import { isLoopback, startBanner } from './start-banner';

const outcome: SeedOutcome = {
  admin: { kind: 'configured', email: 'admin@example.org' },
  demo: { seeded: true, volunteers: [{ email: 'v@example.org', password: 'Zx81-random' }] },
};

describe('the start banner', () => {
  it('prints each demo volunteer with their own password', () => {
    const text = startBanner('http://localhost:3000', outcome, { smsProvider: 'webhook', host: '0.0.0.0' });
    expect(text).toContain('v@example.org  Zx81-random');
    expect(text).not.toContain('volunteer123');
  });

  it('warns plainly when console SMS meets an address beyond this machine', () => {
    const open = startBanner('http://localhost:3000', outcome, { smsProvider: 'console', host: '0.0.0.0' });
    expect(open).toMatch(/WARNING: .*0\.0\.0\.0/);
    expect(open).toContain('members on other devices cannot receive their codes');
    const local = startBanner('http://127.0.0.1:3000', outcome, {
      smsProvider: 'console',
      host: '127.0.0.1',
    });
    expect(local).not.toContain('WARNING');
  });

  it('warns when a hop count trusts forwarded addresses on a port reachable from outside', () => {
    const open = startBanner('http://localhost:3000', outcome, {
      smsProvider: 'webhook',
      host: '0.0.0.0',
      port: 3000,
      trustProxy: 1,
    });
    expect(open).toMatch(
      /WARNING: TRUST_PROXY=1 .*\n.*anyone who reaches port 3000 directly can choose their own address/,
    );
    for (const safe of [
      { host: '127.0.0.1', trustProxy: 1 },
      { host: '0.0.0.0', trustProxy: ['127.0.0.1'] },
      { host: '0.0.0.0', trustProxy: false },
    ]) {
      expect(
        startBanner('http://localhost:3000', outcome, { smsProvider: 'webhook', ...safe }),
      ).not.toContain('WARNING');
    }
  });

  it.each([
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.5', false],
  ])('%s is loopback: %s', (host, expected) => {
    expect(isLoopback(host)).toBe(expected);
  });
});
