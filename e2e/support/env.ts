// E2E_PORT moves the app and its SMS inbox, so two checkouts can run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const inboxPort = port + 89;

/** Addresses of the app and the SMS inbox that the e2e global setup starts. */
export const E2E = {
  baseUrl: `http://127.0.0.1:${port}`,
  port,
  inboxPort,
  inboxUrl: `http://127.0.0.1:${inboxPort}`,
  admin: { email: 'admin@e2e.local', password: 'e2e-admin-password' },
  volunteer: { email: 'ayesha.siddiqui@example.org', password: 'volunteer123' },
} as const;
