import { execFileSync } from 'node:child_process';

/** Runs every benchmark in turn; each prints its own figures. Budgets live in bench/README.md. */
for (const script of [
  'bench/login-bundle.ts',
  'bench/login-3g.ts',
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
]) {
  console.log(`\n# ${script}`);
  execFileSync('npx', ['tsx', script], { stdio: 'inherit' });
}
