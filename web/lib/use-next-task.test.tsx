// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNextTask } from './use-next-task';

afterEach(cleanup);

describe('useNextTask', () => {
  it('is false on the first render and true from a later task, and stays so', async () => {
    const { result, rerender } = renderHook(() => useNextTask());
    expect(result.current).toBe(false);
    await Promise.resolve();
    // Not in the microtasks of the same task: a task of its own.
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(result.current).toBe(true);
  });

  it('waits as many tasks as asked: a part waiting two is drawn after the one waiting one', async () => {
    const drawn: string[] = [];
    const { result } = renderHook(() => {
      const one = useNextTask(1);
      const two = useNextTask(2);
      drawn.push(`${one ? 1 : 0}${two ? 1 : 0}`);
      return two;
    });
    await waitFor(() => expect(result.current).toBe(true));
    expect([...new Set(drawn)]).toEqual(['00', '10', '11']);
  });
});
