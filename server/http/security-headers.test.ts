import { expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

it('forces HTTPS only when told the portal is served over it', () => {
  const plain = securityHeaders({ upgradeInsecureRequests: false });
  expect(plain.document['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(plain.always['strict-transport-security']).toBeUndefined();

  const https = securityHeaders({ upgradeInsecureRequests: true });
  expect(https.document['content-security-policy']).toContain('upgrade-insecure-requests');
  expect(https.always['strict-transport-security']).toContain('max-age=31536000');
  expect(https.document['strict-transport-security']).toContain('max-age=31536000');
});

it('keeps the document-only headers off other replies', () => {
  const { always, document } = securityHeaders({ upgradeInsecureRequests: false });
  expect(Object.keys(always)).not.toContain('content-security-policy');
  expect(document['x-frame-options']).toBe('DENY');
  expect(document['x-content-type-options']).toBe('nosniff');
});

it("allows Razorpay's checkout only when a payment gateway is configured", () => {
  const csp = (paymentGateway: boolean) =>
    securityHeaders({ upgradeInsecureRequests: false, paymentGateway }).document['content-security-policy']!;
  expect(csp(false)).not.toContain('razorpay');
  expect(csp(false)).not.toContain('frame-src');
  const withGateway = csp(true);
  expect(withGateway).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
  expect(withGateway).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  expect(withGateway).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com/);
  expect(withGateway).toContain("frame-ancestors 'none'");
});
