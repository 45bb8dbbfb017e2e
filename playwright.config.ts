import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/env';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // One app with one embedded database serves every test, and this machine has two cores.
  workers: 1,
  fullyParallel: false,
  // One retry on CI, reported as flaky, so that a timing hiccup on a loaded machine does not hide the rest.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.baseUrl,
    // Recording a trace costs every test time on a 2-core runner; CI records the retry of a failure instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The app honours a device's wish for less motion (web/app/theme.ts): no test waits for a menu to fade.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // A journey tagged @phone runs at both widths; @phone-only is about the phone's own layout (the filter drawer,
    // Urdu at 360 px), so desktop leaves it out rather than skipping it.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone-only/ },
    {
      name: 'phone-360',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@phone/,
    },
  ],
});
