/**
 * The push settings, read from the environment by server/config.ts: the VAPID subject that tells
 * the push services whom to contact, and the extra endpoint origins a test may allow.
 */
export type PushConfig = {
  /** `https://…` (the portal's address) or `mailto:…`: the VAPID JWT's `sub`. */
  subject: string;
  /** Origins (scheme, host and port) accepted beside the known push services: the local fake, in tests only. */
  testOrigins: string[];
};

/** What a subject may not name: Apple refuses localhost and .local subjects, and an example address reaches no one. */
const UNREACHABLE_HOST = /(^|\.)(localhost|local|test|invalid|example|example\.(org|com|net))$/i;

/** The problem with a subject, or null when a push service will accept it. */
function subjectProblem(subject: string): string | null {
  if (subject.startsWith('mailto:')) {
    const domain = subject.slice('mailto:'.length).split('@')[1] ?? '';
    return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(subject.slice(7)) && !UNREACHABLE_HOST.test(domain)
      ? null
      : 'is not a real address';
  }
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return 'is not an address';
  }
  if (url.protocol !== 'https:') return 'must be an https:// address';
  if (UNREACHABLE_HOST.test(url.hostname) || /^[\d.]+$|^\[/.test(url.hostname)) {
    return 'must be the portal’s public https:// address (not localhost, .local or an IP)';
  }
  return null;
}

/** Outside production, a subject the push services take, so a trial push works without settings. */
const DEVELOPMENT_SUBJECT = 'mailto:push@example.org';

export function readPushConfig(
  env: { PUBLIC_URL?: string; PUSH_CONTACT_EMAIL?: string; PUSH_TEST_ENDPOINTS?: string },
  production: boolean,
): { config: PushConfig; problems: string[] } {
  const problems: string[] = [];
  const testOrigins = (env.PUSH_TEST_ENDPOINTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      try {
        return new URL(s).origin;
      } catch {
        problems.push(`PUSH_TEST_ENDPOINTS: ${s} is not an address`);
        return '';
      }
    })
    .filter(Boolean);
  if (production && testOrigins.length > 0) {
    problems.push(
      'PUSH_TEST_ENDPOINTS is refused in production: the portal would push to any address it names',
    );
  }
  const candidates = [
    env.PUBLIC_URL ? { name: 'PUBLIC_URL', subject: env.PUBLIC_URL.replace(/\/+$/, '') } : null,
    env.PUSH_CONTACT_EMAIL
      ? { name: 'PUSH_CONTACT_EMAIL', subject: `mailto:${env.PUSH_CONTACT_EMAIL}` }
      : null,
  ].filter((c) => c !== null);
  const usable = candidates.find((c) => subjectProblem(c.subject) === null);
  if (production && !usable) {
    const said = candidates.map((c) => `${c.name} ${subjectProblem(c.subject)}`).join('; ');
    problems.push(
      `Push notifications need PUBLIC_URL (the portal's https:// address) or PUSH_CONTACT_EMAIL (a real address)${said ? `: ${said}` : ''}`,
    );
  }
  return { config: { subject: usable?.subject ?? DEVELOPMENT_SUBJECT, testOrigins }, problems };
}
