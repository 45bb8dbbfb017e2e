import { describe, expect, it } from 'vitest';
import { safeErrorLog } from './safe-error-log';

describe('safeErrorLog', () => {
  it('keeps the kind, the database code and the call sites of a failed query, never its parameters', () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      query: 'insert into users (name, dob) values ($1, $2)',
      params: ['Imran\u0000Sheikh', '1992-08-15'],
    });
    const err = new Error(
      'Failed query: update users set name = $1\nparams: Imran Sheikh,1992-08-15,Pathergatti',
      {
        cause: driver,
      },
    );
    const logged = safeErrorLog(err);
    expect(logged.type).toBe('Error <- Error');
    expect(logged.code).toBe('22021');
    expect(logged.frames.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toMatch(/Imran|1992|Pathergatti|params|values/);
  });

  it('copes with something thrown that is not an Error', () => {
    expect(safeErrorLog('oops')).toEqual({ type: 'string', frames: [] });
  });
});
