import { type Config, loadConfig } from '../config';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'test-admin-password' };

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
