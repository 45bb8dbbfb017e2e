import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './web/preact-aliases.ts';

/** Tests that run portals and clusters of their own, on DATA_DIRs of their own: once per run is enough. */
const ownProcesses = [
  'server/db/embedded/**/*.test.ts',
  'server/db/legacy/**/*.test.ts',
  'server/db/prepare.test.ts',
  'server/db/database-outage.test.ts',
  'server/db/upgrade.test.ts',
  'server/backup/**/*.test.ts',
];

/** Server code that needs no database (the SMS gateways and the push thread against their fakes, the templates): the unit project runs it. */
const noDatabase = [
  'server/sms/gateways/**/*.test.ts',
  'server/sms/gateway-config.test.ts',
  'server/sms/templates.test.ts',
  'server/push/threaded-push-sender.test.ts',
  'server/db/availability.test.ts',
  'server/db/replica-lag.test.ts',
  'server/handlers-layout.test.ts',
  'server/config-imports.test.ts',
  'server/protocol/shared-age.test.ts',
];

/** Tests that start replicas of their own: only where the primary lets replicas connect (TEST_TOPOLOGY). */
const ownReplicas = ['server/db/replicas.test.ts'];

/**
 * What the `topology` project runs unless TEST_TOPOLOGY=all: the replica's own tests and every area with reads
 * a replica serves, the sessions and revocation (LISTEN on the direct connection), the jobs' advisory locks
 * (on it too), and the limits, the access matrix and the fuzz test through PgBouncer. The whole integration suite a third time costs CI more than
 * these add.
 */
const topologySubset = [
  ...ownReplicas,
  'server/places/**/*.test.ts',
  'server/alerts/**/*.test.ts',
  'server/directory/**/*.test.ts',
  'server/times/**/*.test.ts',
  'server/members/**/*.test.ts',
  'server/http/public-masjid.test.ts',
  'server/sign-in/{revocation,sessions,member-sign-in,staff-sign-in}.test.ts',
  'server/protocol/{access-matrix,fuzz,fleet-limits,api-limits,protocol}.test.ts',
  'server/lib/fleet-jobs.test.ts',
];

const integration = (name: string, driver: string) => ({
  extends: true as const,
  test: {
    name,
    include:
      driver === 'topology' && process.env.TEST_TOPOLOGY !== 'all' ? topologySubset : ['server/**/*.test.ts'],
    exclude: [...ownProcesses, ...noDatabase, ...(driver === 'topology' ? [] : ownReplicas)],
    env: { TEST_DRIVER: driver },
    globalSetup: ['./server/test/global-setup.ts'],
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Components are tested on the renderer the browser gets (web/preact-aliases.ts).
        resolve: {
          // Emotion's `import` build wraps its CommonJS one, which requires React itself, not the alias: its
          // components would be React's objects that Preact draws as unknown tags. `module` takes its ES build.
          conditions: ['module', 'node', 'development|production'],
          alias: [
            ...PREACT_ALIASES,
            // Its ES module, so that its `react-dom` goes through the aliases above (its CommonJS build would not).
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}', ...noDatabase],
          // As web/main.tsx does before anything renders.
          setupFiles: ['./web/app/preact-parity.ts'],
          // Every library that imports React is transformed, so that it imports Preact too.
          server: { deps: { inline: [/react/, /@mui/, /@emotion/, /@testing-library/] } },
        },
      },
      integration('embedded', 'embedded'),
      {
        extends: true,
        test: {
          name: 'processes',
          include: ownProcesses,
          // pg_dump and pg_restore of a server: only where TEST_DATABASE_URL names one.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['server/backup/server-dump.test.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres', 'postgres')] : []),
      // The same server through PgBouncer in transaction mode, with a streaming replica serving the reads
      // that may be stale (server/test/topology.ts): .ci/run sets TEST_TOPOLOGY and lets replicas connect;
      // TEST_TOPOLOGY=all runs the whole integration suite there, not only topologySubset.
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_TOPOLOGY
        ? [integration('topology', 'topology')]
        : []),
    ],
  },
});
