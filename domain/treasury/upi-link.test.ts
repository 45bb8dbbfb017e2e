import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newDonationReference, upiPayLink } from './upi-link';

describe('upiPayLink', () => {
  it('carries the payee, the amount with two decimals, INR, the note and the reference', () => {
    const link = upiPayLink({
      pa: 'oldmasjid@sbi',
      pn: 'Old Masjid Trust',
      am: 50_100,
      tn: 'Zakat',
      tr: 'AJABCDEFGH2345',
    });
    expect(link).toBe(
      'upi://pay?pa=oldmasjid%40sbi&pn=Old%20Masjid%20Trust&am=501.00&cu=INR&tn=Zakat&tr=AJABCDEFGH2345',
    );
    const params = new URL(link.replace('upi://', 'https://upi.test/')).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: 'oldmasjid@sbi',
      pn: 'Old Masjid Trust',
      am: '501.00',
      cu: 'INR',
      tn: 'Zakat',
      tr: 'AJABCDEFGH2345',
    });
  });

  it('encodes what would break the link, and writes paise', () => {
    const link = upiPayLink({ pa: 'a.b@okaxis', pn: 'Ali & Sons=1', am: 12_345, tn: 'Roof #2', tr: 'AJX' });
    expect(link).toContain('pn=Ali%20%26%20Sons%3D1');
    expect(link).toContain('am=123.45');
    expect(link).toContain('tn=Roof%20%232');
    expect(upiPayLink({ pa: 'a@b', pn: 'x', am: 100, tn: 't', tr: 'r' })).toContain('am=1.00');
  });
});

describe('newDonationReference', () => {
  it('is AJ and 12 uppercase base32 characters, different each time', () => {
    const refs = new Set(Array.from({ length: 1000 }, () => newDonationReference(randomBytes)));
    expect(refs.size).toBe(1000);
    for (const ref of refs) expect(ref).toMatch(/^AJ[A-Z2-7]{12}$/);
    expect(newDonationReference(() => new Uint8Array(12))).toBe('AJAAAAAAAAAAAA');
  });
});
