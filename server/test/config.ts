import { type Config, loadConfig } from '../config';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'test-admin-password' };
/** The tests' known password for the demo volunteers (a real start gives each a random one). */
export const TEST_VOLUNTEER_PASSWORD = 'volunteer123';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DEMO_DATA: 'on',
    BOT_CHECK: 'off',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
