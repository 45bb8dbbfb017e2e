import { spawnSync } from 'node:child_process';

/**
 * Runs every benchmark in turn; each prints its own figures. Budgets live in bench/README.md. A benchmark that
 * exits non-zero (login-bundle.ts past its budget) does not stop the others; the run exits 1 at the end.
 */
const failed: string[] = [];
for (const script of [
  'bench/login-bundle.ts',
  'bench/login-3g.ts',
  'bench/member-home-3g.ts',
  'bench/lighthouse.ts',
  'bench/cpu-profile.ts',
  'bench/long-tasks.ts',
  'bench/api-places.ts',
  'bench/mosques-in-area.ts',
  'bench/start-memory.ts',
  'bench/fsync-per-write.ts',
  'bench/load.ts',
  'bench/start-together.ts',
  'bench/sms-pumping.ts',
  'bench/scope-plan.ts',
  'bench/members-directory.ts',
  'bench/push-fanout.ts',
  'bench/month-timetable.ts',
  'bench/receipt-pdf.ts',
]) {
  console.log(`\n# ${script}`);
  if (spawnSync('npx', ['tsx', script], { stdio: 'inherit' }).status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.log(`\nExited non-zero: ${failed.join(', ')}`);
  process.exitCode = 1;
}
