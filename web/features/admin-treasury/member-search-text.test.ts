import { describe, expect, it } from 'vitest';
import { memberSearchText } from './member-search-field';

describe("what the gift's member field asks the directory", () => {
  it('asks by three letters of a name or the last 4 digits of a mobile', () => {
    expect(memberSearchText(' Sak ')).toBe('Sak');
    expect(memberSearchText('0211')).toBe('0211');
    expect(memberSearchText('०२११')).toBe('०२११');
  });

  it('waits for more than two letters or three digits', () => {
    expect(memberSearchText('Sa')).toBeNull();
    expect(memberSearchText('021')).toBeNull();
    expect(memberSearchText('')).toBeNull();
  });
});
