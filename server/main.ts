import { join } from 'node:path';
import pino from 'pino';
import { buildApp, DEFAULT_WEB_ROOT } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { type SeedOutcome, seed } from './db/seed';
import { DEMO_VOLUNTEER_PASSWORD } from './db/seed/demo';
import { scheduleMaintenance } from './maintenance';

function banner(url: string, outcome: SeedOutcome, smsProvider: string): string {
  const lines = [`Anjuman is running on ${url}`, ''];
  const { admin } = outcome;
  lines.push(`Staff sign-in: ${url}/admin/login`);
  if (admin.kind === 'generated') {
    lines.push(
      `  Super admin created: ${admin.email}`,
      `  Password (shown only this once): ${admin.password}`,
    );
    lines.push('  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.');
  } else if (admin.kind === 'configured') {
    lines.push(`  Super admin: ${admin.email} with the password in ADMIN_PASSWORD`);
  } else {
    lines.push(`  Super admin: ${admin.email ?? 'an existing account'} (password as set before)`);
  }
  if (outcome.demo.volunteers.length > 0) {
    lines.push(
      `  Demo volunteers: ${outcome.demo.volunteers.join(', ')} with password ${DEMO_VOLUNTEER_PASSWORD}`,
    );
  }
  lines.push('', `Member sign-in: ${url}/login with any Indian mobile number (10 digits, starting 6-9).`);
  if (smsProvider === 'console')
    lines.push('  OTP codes are printed in this console (SMS_PROVIDER=console).');
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '='.repeat(width);
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  const outcome = await seed(database.db, config);
  const { app, services } = await buildApp({ config, database, logger, webRoot: DEFAULT_WEB_ROOT });
  const stopMaintenance = scheduleMaintenance(database.db, services.clock, (err) =>
    logger.error({ err }, 'Maintenance purge failed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received, shutting down`);
    stopMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled Error'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(banner(`http://${shownHost}:${port}`, outcome, config.sms.provider));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Anjuman failed to start:', err);
  }
  process.exit(1);
});
