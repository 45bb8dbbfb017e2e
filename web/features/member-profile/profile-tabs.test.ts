import { describe, expect, it } from 'vitest';
import { profileTabOf, searchOfTab } from './profile-tabs';

describe('profile tabs in the URL', () => {
  it('reads the tab from ?tab=, the first one otherwise', () => {
    expect(profileTabOf(new URLSearchParams('tab=other'))).toBe('other');
    expect(profileTabOf(new URLSearchParams('tab=password'))).toBe('password');
    expect(profileTabOf(new URLSearchParams(''))).toBe('basic');
    expect(profileTabOf(new URLSearchParams('tab=nonsense'))).toBe('basic');
  });

  it('leaves the first tab out of the address', () => {
    expect(searchOfTab('basic')).toEqual({});
    expect(searchOfTab('other')).toEqual({ tab: 'other' });
  });
});
