import { describe, expect, it } from 'vitest';
import { keepSamples, parseLsn, replicaLagMs } from './replica-lag';

describe("a replica's lag", () => {
  it('orders WAL positions as PostgreSQL writes them', () => {
    expect(parseLsn('0/23000000')).toBe(0x23000000n);
    expect(parseLsn('16/B374D848') > parseLsn('9/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('16-B374')).toThrow(/Not a WAL position/);
  });

  const samples = [
    { at: 1000, lsn: 100n },
    { at: 2000, lsn: 200n },
    { at: 3000, lsn: 300n },
  ];

  it('is the age of the newest moment of the primary the replica has reached', () => {
    expect(replicaLagMs(samples, 300n, 3010)).toBe(10);
    expect(replicaLagMs(samples, 350n, 3010)).toBe(10);
    // Past the second sample, not the third: it may lack anything written since 2000.
    expect(replicaLagMs(samples, 250n, 3010)).toBe(1010);
    expect(replicaLagMs(samples, 100n, 3010)).toBe(2010);
  });

  it('is unknown when the replica is behind every sample kept, or nothing was sampled yet', () => {
    expect(replicaLagMs(samples, 99n, 3010)).toBeNull();
    expect(replicaLagMs([], 500n, 3010)).toBeNull();
  });

  it('stays 0 for an idle primary, however long ago its last write was', () => {
    const idle = [
      { at: 1000, lsn: 300n },
      { at: 600_000, lsn: 300n },
    ];
    expect(replicaLagMs(idle, 300n, 600_005)).toBe(5);
  });

  it('keeps the samples younger than the limit and the newest older one', () => {
    expect(keepSamples(samples, 3500, 1000).map((s) => s.at)).toEqual([2000, 3000]);
    expect(keepSamples(samples, 3500, 5000).map((s) => s.at)).toEqual([1000, 2000, 3000]);
    expect(keepSamples(samples, 10_000, 1000).map((s) => s.at)).toEqual([3000]);
  });
});
