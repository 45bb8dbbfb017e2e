import { defineConfig } from 'vitest/config';

/** Tests that run portals and clusters of their own, on DATA_DIRs of their own: once per run is enough. */
const ownProcesses = [
  'server/db/embedded/**/*.test.ts',
  'server/db/legacy/**/*.test.ts',
  'server/db/prepare.test.ts',
  'server/db/upgrade.test.ts',
  'server/backup/**/*.test.ts',
];

/** Server code that needs no database (the SMS gateways and the push thread against their fakes, the templates): the unit project runs it. */
const noDatabase = [
  'server/sms/gateways/**/*.test.ts',
  'server/sms/gateway-config.test.ts',
  'server/sms/templates.test.ts',
  'server/push/threaded-push-sender.test.ts',
];

const integration = (name: string, driver: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['server/**/*.test.ts'],
    exclude: [...ownProcesses, ...noDatabase],
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
        test: { name: 'unit', include: ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}', ...noDatabase] },
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
    ],
  },
});
