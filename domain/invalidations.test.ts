import { describe, expect, it } from 'vitest';
import type { FunctionName } from './catalogue';
import { FUNCTION_RULES } from './function-rules';
import { DROPPED_AFTER, readsChangedBy, STALE_AFTER } from './invalidations';

const PASSED = { pass: true, message: 'Done' };

describe('what a write changes for the reads', () => {
  it('a removed family member drops her own details and nobody else’s', () => {
    const { dropped, stale } = readsChangedBy('removeFamilyMember', { id: 'f1' }, PASSED);
    expect(dropped).toEqual([{ name: 'getFamilyMember', args: { id: 'f1' } }]);
    expect(stale).toEqual([{ name: 'getSessionUser' }]);
  });

  it('a read named without arguments changes every reply of it', () => {
    expect(readsChangedBy('updateMyMosque', { mosqueId: 'm2' }, PASSED).dropped).toEqual([
      { name: 'getMyVolunteers' },
    ]);
    expect(
      readsChangedBy('checkMobileRegistered', { phone: '9876543210' }, { ...PASSED, code: 0, userId: null }),
    ).toEqual({ stale: [], dropped: [] });
  });

  it('names only writes as what changes, and only reads as what is changed', () => {
    const reply = PASSED as never;
    for (const write of Object.keys({ ...STALE_AFTER, ...DROPPED_AFTER })) {
      const name = write as FunctionName;
      expect(FUNCTION_RULES[name].kind, write).toBe('write');
      const { stale, dropped } = readsChangedBy(name, { id: 'x' } as never, reply);
      expect(stale.length + dropped.length, write).toBeGreaterThan(0);
      for (const read of [...stale, ...dropped])
        expect(FUNCTION_RULES[read.name].kind, read.name).toBe('read');
    }
  });
});
