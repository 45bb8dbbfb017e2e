import { describe, expect, it } from 'vitest';
import { ipThrottleKey } from './ip-key';

describe('ipThrottleKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(ipThrottleKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipThrottleKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('turns an IPv4-mapped IPv6 address into the IPv4 address', () => {
    expect(ipThrottleKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipThrottleKey('::FFFF:10.0.0.2')).toBe('10.0.0.2');
    expect(ipThrottleKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(ipThrottleKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address on its /64, whatever its spelling', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(ipThrottleKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(ipThrottleKey('2001:0DB8:85A3:08D3::1')).toBe(key);
    expect(ipThrottleKey('2001:db8:85a3:8d3:ffff:ffff:ffff:ffff')).toBe(key);
    expect(ipThrottleKey('2001:db8:85a3:8d4::1')).not.toBe(key);
  });

  it('handles the short forms and zone ids', () => {
    expect(ipThrottleKey('::1')).toBe('0:0:0:0::/64');
    expect(ipThrottleKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(ipThrottleKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipThrottleKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything that is not an address through unchanged', () => {
    expect(ipThrottleKey('unknown')).toBe('unknown');
  });
});
