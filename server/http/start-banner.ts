import type { SeedOutcome } from '../db/seed';

/** Whether a listen address reaches only this machine. */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127\./.test(h);
}

/**
 * A hop count (or `true`) trusts whatever X-Forwarded-For says: safe only when nobody but the proxy reaches
 * the port. Listening beyond this machine, anyone who reaches it directly picks their own address, and the
 * per-network limits stop counting them.
 */
function spoofableProxyWarning(opts: {
  host: string;
  port?: number;
  trustProxy?: boolean | number | string[];
}) {
  const trustsAnyHop = opts.trustProxy === true || typeof opts.trustProxy === 'number';
  if (!trustsAnyHop || isLoopback(opts.host)) return [];
  return [
    '',
    `WARNING: TRUST_PROXY=${String(opts.trustProxy)} believes the client address the proxy forwards, and this server`,
    `  listens on ${opts.host}: anyone who reaches port ${opts.port ?? ''} directly can choose their own address and slip past`,
    '  the per-network limits. Make sure only the proxy can reach that port, or better, listen on 127.0.0.1',
    "  (HOST=127.0.0.1) behind the proxy, or give the proxy's own addresses: TRUST_PROXY=127.0.0.1.",
  ];
}

/** What the console says once the portal listens: where to sign in, with what, and what to beware of. */
export function startBanner(
  url: string,
  outcome: SeedOutcome,
  opts: {
    smsProvider: string;
    host: string;
    port?: number;
    trustProxy?: boolean | number | string[];
    workers?: number;
  },
): string {
  const workers = opts.workers && opts.workers > 1 ? ` (${opts.workers} worker processes)` : '';
  const lines = [`Anjuman is running on ${url}${workers}`, ''];
  const { admin } = outcome;
  lines.push(`Staff sign-in: ${url}/admin/login`);
  if (admin.kind === 'generated') {
    lines.push(
      `  Super admin created: ${admin.email}`,
      `  Password (shown only this once): ${admin.password}`,
    );
    lines.push('  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.');
  } else if (admin.kind === 'configured') {
    lines.push(
      `  Super admin: ${admin.email} with the password in ADMIN_PASSWORD (or the one set in the app since)`,
    );
  } else {
    lines.push(`  Super admin: ${admin.email ?? 'an existing account'} (password as set before)`);
  }
  if (outcome.demo.volunteers.length > 0) {
    lines.push('  Demo volunteers (passwords shown only this once):');
    for (const v of outcome.demo.volunteers)
      lines.push(`    ${v.email}  ${v.password}${v.treasurer ? '  (treasurer: /admin/treasury)' : ''}`);
  }
  lines.push('', `Member sign-in: ${url}/login with any Indian mobile number (10 digits, starting 6-9).`);
  if (opts.smsProvider === 'console') {
    lines.push('  OTP codes are printed in this console (SMS_PROVIDER=console).');
    if (!isLoopback(opts.host)) {
      lines.push(
        '',
        `WARNING: this server listens on ${opts.host}, beyond this machine, but SMS_PROVIDER=console only`,
        '  prints OTP codes here: members on other devices cannot receive their codes. For real members set',
        '  SMS_PROVIDER to your gateway (msg91, fast2sms, http or webhook; README, "Sending SMS in India")',
        '  with NODE_ENV=production, or HOST=127.0.0.1 for a trial.',
      );
    }
  } else {
    lines.push(
      `  OTP codes go by SMS through ${opts.smsProvider}; /admin/messages shows what was sent and what failed.`,
    );
  }
  lines.push(...spoofableProxyWarning(opts));
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '='.repeat(width);
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n`;
}
