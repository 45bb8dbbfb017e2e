import { describe, expect, it } from 'vitest';
import { sentOn } from './alert-channels';

const sms = (members: number) => ({ channel: 'sms' as const, members });
const whatsapp = (members: number) => ({ channel: 'whatsapp' as const, members });

describe('what the urgent alert confirmation names', () => {
  it('is SMS where the portal sends on nothing else, members or none', () => {
    expect(sentOn([sms(120)])).toBe('sms');
    expect(sentOn([sms(0)])).toBe('sms');
  });
  it('is the one channel with members where WhatsApp is on', () => {
    expect(sentOn([sms(70), whatsapp(0)])).toBe('sms');
    expect(sentOn([sms(0), whatsapp(50)])).toBe('whatsapp');
  });
  it('is both when each has members, and when neither has: either consent would count', () => {
    expect(sentOn([sms(70), whatsapp(50)])).toBe('both');
    expect(sentOn([sms(0), whatsapp(0)])).toBe('both');
  });
});
