import { describe, expect, it } from 'vitest';
import { callLink, displayPhone, emailLink, tenDigits, whatsappLink } from './volunteer-links';

describe('volunteer links', () => {
  it('builds WhatsApp with 91 and a call with +91 before the 10 digits', () => {
    expect(whatsappLink('9000000001')).toBe('https://wa.me/919000000001');
    expect(callLink('9000000001')).toBe('tel:+919000000001');
    expect(displayPhone('9000000001')).toBe('+91 9000000001');
  });

  it('reads a number however it was written down', () => {
    for (const written of [
      '+91 90000 00001',
      '919000000001',
      '09000000001',
      '90000-00001',
      ' (900) 000 0001 ',
    ])
      expect(tenDigits(written), written).toBe('9000000001');
  });

  it('gives no link for a missing or impossible number', () => {
    for (const bad of [null, undefined, '', '12345', '1234567890', '90000000012', 'call me', '+1 9000000001'])
      expect(whatsappLink(bad), String(bad)).toBeNull();
    expect(callLink(null)).toBeNull();
    expect(displayPhone('abc')).toBeNull();
  });

  it('builds mailto: for one plain address only', () => {
    expect(emailLink('ayesha.siddiqui@example.org')).toBe('mailto:ayesha.siddiqui@example.org');
    expect(emailLink('  a@b.in ')).toBe('mailto:a@b.in');
    for (const bad of [null, '', 'no-at-sign', 'a@b', 'a@b.in?subject=x', 'a@b.in,c@d.in', 'a b@c.in'])
      expect(emailLink(bad), String(bad)).toBeNull();
  });
});
