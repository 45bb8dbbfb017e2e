import { defineConfig } from 'vitest/config';

const integration = (name: string, driver: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['server/**/*.test.ts'],
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
      { extends: true, test: { name: 'unit', include: ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}'] } },
      integration('pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres', 'postgres')] : []),
    ],
  },
});
