import { describe, expect, it } from 'vitest';
import { greetingFor, menuDisplayName } from './display-name';

describe('user menu name (spec §2 "Navigation")', () => {
  it('shows the last word of the name', () => {
    expect(menuDisplayName('Mohammed Abdul Rahman')).toBe('Rahman');
    expect(menuDisplayName('  Ayesha   Siddiqui ')).toBe('Siddiqui');
    expect(menuDisplayName('Imran')).toBe('Imran');
  });

  it("shows 'User' when there is no name", () => {
    expect(menuDisplayName('')).toBe('User');
    expect(menuDisplayName('   ')).toBe('User');
    expect(menuDisplayName(null)).toBe('User');
    expect(menuDisplayName(undefined)).toBe('User');
  });
});

describe('home greeting (spec §2 "Member home")', () => {
  it('greets the member by full name', () => {
    expect(greetingFor(' Mohammed  Abdul Rahman ')).toEqual({
      salutation: 'Assalamu Alaikum,',
      name: 'Mohammed Abdul Rahman',
    });
  });

  it('greets without a name when none is known', () => {
    expect(greetingFor(null)).toEqual({ salutation: 'Assalamu Alaikum', name: null });
    expect(greetingFor('')).toEqual({ salutation: 'Assalamu Alaikum', name: null });
  });
});
