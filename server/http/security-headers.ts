import type { FastifyInstance } from 'fastify';
import { SIGN_IN_BOOT_SCRIPT_SOURCE } from './sign-in-boot-script';

type Options = { upgradeInsecureRequests: boolean };

/**
 * The security headers, computed once at start (helmet rebuilt its CSP string on every request). Every reply
 * gets the few that matter for any content; the HTML shell also gets the CSP and the framing and isolation
 * headers, which only a document uses, so a JSON reply or a script stays small on a slow network.
 */
export function securityHeaders({ upgradeInsecureRequests }: Options) {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    // One inline script: the prerendered sign-in's, which holds an early Continue (sign-in-boot-script.ts).
    `script-src 'self' ${SIGN_IN_BOOT_SCRIPT_SOURCE}`,
    "script-src-attr 'none'",
    // MUI (emotion) injects <style> elements at runtime, and the loading shell has its own.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Off unless served over HTTPS: it breaks plain HTTP on a LAN address.
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  const always: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(upgradeInsecureRequests
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  const document: Record<string, string> = {
    ...always,
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-frame-options': 'DENY',
  };
  return { always, document };
}

export function registerSecurityHeaders(app: FastifyInstance, options: Options): void {
  const { always, document } = securityHeaders(options);
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    reply.headers(typeof type === 'string' && type.startsWith('text/html') ? document : always);
    return payload;
  });
}
