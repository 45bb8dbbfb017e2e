// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, HOLD } from '../test/fake-server';
import { callStore, useCall } from './use-call';

afterEach(() => {
  // Unmount every rendered tree, so no toast's or transition's timer fires after the test environment is gone.
  cleanup();
  callStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VALUES = { education: ['Graduate'] };

describe('useCall', () => {
  it('sends one request when two screens ask for the same read at once, and both show the reply', async () => {
    const server = fakeServer();
    const { result } = renderHook(
      () => [useCall('getReferenceValues', {}), useCall('getReferenceValues', {})] as const,
    );
    expect(result.current[0].loading).toBe(true);
    await waitFor(() => expect(server.asked).toHaveLength(1));
    act(() => server.asked[0]!.reply(VALUES));
    await waitFor(() => expect(result.current[0].data).toEqual(VALUES));
    expect(result.current[1].data).toEqual(VALUES);
    expect(server.names()).toEqual(['getReferenceValues']);
  });

  it('reads nothing while its input is null', async () => {
    const server = fakeServer(() => VALUES);
    const { result } = renderHook(() => useCall('getReferenceValues', null));
    await new Promise((r) => setTimeout(r, 20));
    expect(server.asked).toEqual([]);
    expect(result.current.loading).toBe(false);
  });

  it('reads again when a write makes it stale, keeping the last reply on show meanwhile', async () => {
    const server = fakeServer((name) =>
      name === 'getCategories' && server.asked.length > 1 ? HOLD : [{ id: 'c1' }],
    );
    const { result } = renderHook(() => useCall('getCategories', {}));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'c1' }]));
    let reloaded = false;
    act(() => {
      void callStore.invalidate('getCategories').then(() => {
        reloaded = true;
      });
    });
    await waitFor(() => expect(server.of('getCategories')).toHaveLength(2));
    expect(result.current.data).toEqual([{ id: 'c1' }]);
    expect(reloaded).toBe(false);
    act(() => server.asked[1]!.reply([{ id: 'c1' }, { id: 'c2' }]));
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await waitFor(() => expect(reloaded).toBe(true));
  });

  it('shows a failure as its error, and Try again reads once more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    const { result } = renderHook(() => useCall('getReferenceValues', {}));
    await waitFor(() => expect(server.asked).toHaveLength(1));
    act(() => server.asked[0]!.fail(503));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.loading).toBe(false);
    act(() => result.current.reload());
    await waitFor(() => expect(server.asked).toHaveLength(2));
    act(() => server.asked[1]!.reply(VALUES));
    await waitFor(() => expect(result.current.data).toEqual(VALUES));
  });

  it('drops the request when the screen goes away', async () => {
    const server = fakeServer();
    const { unmount } = renderHook(() => useCall('getReferenceValues', {}));
    await waitFor(() => expect(server.asked).toHaveLength(1));
    const init = vi.mocked(fetch).mock.calls[0]![1] as RequestInit;
    expect(init.signal?.aborted).toBe(false);
    unmount();
    expect(init.signal?.aborted).toBe(true);
  });
});
