/** Fixed addresses of the app and the SMS inbox that the e2e global setup starts. */
export const E2E = {
  baseUrl: 'http://127.0.0.1:3210',
  port: 3210,
  inboxPort: 3299,
  inboxUrl: 'http://127.0.0.1:3299',
  admin: { email: 'admin@e2e.local', password: 'e2e-admin-password' },
  volunteer: { email: 'ayesha.siddiqui@example.org', password: 'volunteer123' },
} as const;
