import { describe, expect, it } from 'vitest';
import { gridColumns } from './grid-columns';

describe('gridColumns', () => {
  it('gives each breakpoint as many equal columns as asked', () => {
    expect(gridColumns({ xs: 1, md: 2, lg: 3 })).toEqual({
      xs: '1fr',
      md: 'repeat(2, 1fr)',
      lg: 'repeat(3, 1fr)',
    });
  });

  it('leaves out a breakpoint not asked for, which keeps the smaller one', () => {
    expect(gridColumns({ xs: 2, sm: 4 })).toEqual({ xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' });
  });
});
