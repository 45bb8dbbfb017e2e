// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawnCount } from './use-drawn-count';

afterEach(cleanup);

const drawing = (total: number, listKey: string) =>
  renderHook((props) => useDrawnCount(props.total, props.listKey), { initialProps: { total, listKey } });

describe('useDrawnCount', () => {
  it('draws a page a few at a time, in tasks of their own, until all are drawn', async () => {
    const { result } = drawing(24, 'm0');
    expect(result.current).toBe(3);
    await waitFor(() => expect(result.current).toBe(24));
  });

  it('goes on from what is drawn when a next page is added to the same list', async () => {
    const { result, rerender } = drawing(24, 'm0');
    await waitFor(() => expect(result.current).toBe(24));
    rerender({ total: 48, listKey: 'm0' });
    expect(result.current).toBe(24);
    await waitFor(() => expect(result.current).toBe(48));
  });

  it('starts again from a few when another list replaces it', async () => {
    const { result, rerender } = drawing(24, 'm0');
    await waitFor(() => expect(result.current).toBe(24));
    rerender({ total: 20, listKey: 'm100' });
    expect(result.current).toBe(3);
    await waitFor(() => expect(result.current).toBe(20));
  });

  it('draws a list no longer than one task draws at once', () => {
    expect(drawing(3, 'm0').result.current).toBe(3);
    expect(drawing(0, '').result.current).toBe(0);
  });
});
