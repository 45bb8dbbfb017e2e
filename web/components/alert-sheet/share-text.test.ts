import { describe, expect, it } from 'vitest';
import { alertAddress, whatsAppHref, whatsAppText } from './share-text';

const MARCH_14 = Date.UTC(2026, 2, 14, 12);

describe("an alert's WhatsApp text", () => {
  it('has the title, the expiry day first and the link, one a line', () => {
    const text = whatsAppText({
      title: ' Janaza at Asr ',
      expiry: MARCH_14,
      locale: 'en-GB',
      until: (date) => `Until ${date}`,
      link: 'https://portal.example/alerts?alert=a1',
    });
    expect(text).toBe('Janaza at Asr\nUntil 14 Mar 2026\nhttps://portal.example/alerts?alert=a1');
  });
  it("writes the date in the reader's language", () => {
    const text = whatsAppText({
      title: 'स्वास्थ्य शिविर',
      expiry: MARCH_14,
      locale: 'hi-IN',
      until: (date) => `${date} तक`,
      link: 'https://p/alerts?alert=a1',
    });
    expect(text).toContain('14 मार्च 2026 तक');
  });
  it('leaves the date out when there is none', () => {
    expect(whatsAppText({ title: 'T', expiry: null, locale: 'en-GB', until: (d) => d, link: 'L' })).toBe(
      'T\nL',
    );
  });
  it('makes a wa.me link with the whole text encoded', () => {
    expect(whatsAppHref('A & B\n?')).toBe('https://wa.me/?text=A%20%26%20B%0A%3F');
    expect(alertAddress('https://p.example', 'a b')).toBe('https://p.example/alerts?alert=a%20b');
  });
});
