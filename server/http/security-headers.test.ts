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
