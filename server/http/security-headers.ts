import type { FastifyInstance } from 'fastify';
import { SIGN_IN_BOOT_SCRIPT_SOURCE } from './sign-in-boot-script';

type Options = {
  upgradeInsecureRequests: boolean;
  /** Whether the optional payment gateway (Razorpay) is configured: only then may its checkout load. */
  paymentGateway?: boolean;
};

/**
 * What Razorpay's checkout needs, and only when a gateway is configured: its script, the frames it draws the
 * payment form in, the calls that form makes, and its logos. Without a gateway no third party is allowed.
 */
const RAZORPAY_SOURCES = {
  script: 'https://checkout.razorpay.com',
  frame: 'https://api.razorpay.com https://checkout.razorpay.com',
  connect: 'https://api.razorpay.com https://lumberjack.razorpay.com',
  img: 'https://cdn.razorpay.com',
};

/**
 * The security headers, computed once at start (helmet rebuilt its CSP string on every request). Every reply
 * gets the few that matter for any content; the HTML shell also gets the CSP and the framing and isolation
 * headers, which only a document uses, so a JSON reply or a script stays small on a slow network.
 */
export function securityHeaders({ upgradeInsecureRequests, paymentGateway = false }: Options) {
  const razorpay = (directive: keyof typeof RAZORPAY_SOURCES) =>
    paymentGateway ? ` ${RAZORPAY_SOURCES[directive]}` : '';
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    // One inline script: the prerendered sign-in's, which holds an early Continue (sign-in-boot-script.ts).
    `script-src 'self' ${SIGN_IN_BOOT_SCRIPT_SOURCE}${razorpay('script')}`,
    "script-src-attr 'none'",
    // MUI (emotion) injects <style> elements at runtime, and the loading shell has its own.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${razorpay('img')}`,
    "font-src 'self' data:",
    `connect-src 'self'${razorpay('connect')}`,
    // default-src would otherwise forbid every frame; the checkout draws its form in Razorpay's own.
    ...(paymentGateway ? [`frame-src ${RAZORPAY_SOURCES.frame}`] : []),
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
    // A bank's page (netbanking, a card's 3-D Secure) opens from the checkout as a popup that reports back to it.
    'cross-origin-opener-policy': paymentGateway ? 'same-origin-allow-popups' : 'same-origin',
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
