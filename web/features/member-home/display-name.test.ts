import { describe, expect, it } from 'vitest';
import { greetingName, menuDisplayName } from './display-name';

describe('user menu name', () => {
  it('shows the last word of the name', () => {
    expect(menuDisplayName('Mohammed Abdul Rahman')).toBe('Rahman');
    expect(menuDisplayName('  Ayesha   Siddiqui ')).toBe('Siddiqui');
    expect(menuDisplayName('Imran')).toBe('Imran');
    expect(menuDisplayName('محمد عبد الرحمن')).toBe('الرحمن');
  });

  it("has no name to show when there is none (the menu then says 'User')", () => {
    for (const none of ['', '   ', null, undefined]) expect(menuDisplayName(none)).toBeNull();
  });
});

describe('home greeting', () => {
  it('greets the member by full name, spaces tidied', () => {
    expect(greetingName(' Mohammed  Abdul Rahman ')).toBe('Mohammed Abdul Rahman');
  });

  it('greets without a name when none is known', () => {
    expect(greetingName(null)).toBeNull();
    expect(greetingName('')).toBeNull();
  });
});
