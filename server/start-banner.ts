import type { SeedOutcome } from './db/seed';

/** Whether a listen address reaches only this machine. */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127\./.test(h);
}

/** What the console says once the portal listens: where to sign in, with what, and what to beware of. */
export function startBanner(
  url: string,
  outcome: SeedOutcome,
  opts: { smsProvider: string; host: string },
): string {
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
    lines.push('  Demo volunteers (passwords shown only this once):');
    for (const v of outcome.demo.volunteers) lines.push(`    ${v.email}  ${v.password}`);
  }
  lines.push('', `Member sign-in: ${url}/login with any Indian mobile number (10 digits, starting 6-9).`);
  if (opts.smsProvider === 'console') {
    lines.push('  OTP codes are printed in this console (SMS_PROVIDER=console).');
    if (!isLoopback(opts.host)) {
      lines.push(
        '',
        `WARNING: this server listens on ${opts.host}, beyond this machine, but SMS_PROVIDER=console only`,
        '  prints OTP codes here: members on other devices cannot receive their codes. For real members set',
        '  SMS_PROVIDER=webhook with SMS_WEBHOOK_URL (and NODE_ENV=production), or HOST=127.0.0.1 for a trial.',
      );
    }
  }
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '='.repeat(width);
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n`;
}
