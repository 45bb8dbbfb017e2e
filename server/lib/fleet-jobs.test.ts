import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { fleetJobRunner } from './fleet-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a periodic job on a fleet', () => {
  it('runs on one process at a time: the others skip the round, and a later round runs again', async () => {
    const processes = [1, 2, 3].map(() => fleetJobRunner(t.database.url));
    const ran: number[] = [];
    await Promise.all(
      processes.map((jobs, i) =>
        jobs('purge', async () => {
          ran.push(i);
          await new Promise((r) => setTimeout(r, 300));
        }),
      ),
    );
    expect(ran).toHaveLength(1);
    await processes[1]!('purge', async () => {
      ran.push(1);
    });
    expect(ran).toHaveLength(2);
  });

  it('lets different jobs run side by side, and frees the job when one fails', async () => {
    const jobs = fleetJobRunner(t.database.url);
    const ran: string[] = [];
    await Promise.all([
      jobs('backup', async () => {
        ran.push('backup');
      }),
      jobs('purge', async () => {
        ran.push('purge');
      }),
    ]);
    expect(ran.sort()).toEqual(['backup', 'purge']);
    await expect(
      jobs('backup', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    await jobs('backup', async () => {
      ran.push('backup again');
    });
    expect(ran).toContain('backup again');
  });
});
