import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { fleetJobRunner, scheduleRounds } from './fleet-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a periodic job on a fleet', () => {
  it('runs on one process at a time: the others skip the round, and a later round runs again', async () => {
    const processes = [1, 2, 3].map(() => fleetJobRunner(t.database.directUrl));
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
    const jobs = fleetJobRunner(t.database.directUrl);
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

it('runs a round each interval, never two at once, and goes on after a failed one', async () => {
  let running = 0;
  let most = 0;
  let rounds = 0;
  const errors: unknown[] = [];
  const stop = scheduleRounds(
    'test-rounds',
    10,
    async () => {
      rounds += 1;
      running += 1;
      most = Math.max(most, running);
      // Outlasts three intervals: the rounds it overlaps are skipped, not stacked.
      await sleep(35);
      running -= 1;
      if (rounds === 1) throw new Error('the first round fails');
    },
    (err) => errors.push(err),
  );
  await sleep(200);
  stop();
  const after = rounds;
  await sleep(60);
  expect(most).toBe(1);
  expect(after).toBeGreaterThanOrEqual(3);
  expect(errors).toHaveLength(1);
  // Stopped means stopped.
  expect(rounds).toBe(after);
});
