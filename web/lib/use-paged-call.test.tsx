// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { callStore } from './use-call';
import { usePagedCall } from './use-paged-call';

afterEach(() => {
  // Unmount every rendered tree, so no toast's or transition's timer fires after the test environment is gone.
  cleanup();
  callStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const page = (ids: string[], nextCursor: string | null) => ({ items: ids.map((id) => ({ id })), nextCursor });
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('usePagedCall', () => {
  it('reads the first page, then the next on loadMore, appending it', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => usePagedCall('getAuditLog', { limit: 2 } as never));
    await waitFor(() => expect(server.asked).toHaveLength(1));
    act(() => server.asked[0]!.reply(page(['a1', 'a2'], 'c2')));
    await waitFor(() => expect(ids(result.current.items as never)).toEqual(['a1', 'a2']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(server.asked).toHaveLength(2));
    expect(server.asked[1]!.data).toMatchObject({ cursor: 'c2' });
    act(() => server.asked[1]!.reply(page(['a3'], null)));
    await waitFor(() => expect(ids(result.current.items as never)).toEqual(['a1', 'a2', 'a3']));
    expect(result.current.hasMore).toBe(false);
  });

  it('never appends a page asked for under the old filters after the new first page', async () => {
    const server = fakeServer();
    const { result, rerender } = renderHook(
      ({ text }) => usePagedCall('getAuditLog', { text, limit: 2 } as never),
      {
        initialProps: { text: 'old' },
      },
    );
    await waitFor(() => expect(server.asked).toHaveLength(1));
    act(() => server.asked[0]!.reply(page(['old1', 'old2'], 'c2')));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(server.asked).toHaveLength(2));
    const oldNextPage = server.asked[1]!;

    rerender({ text: 'new' });
    await waitFor(() => expect(server.asked).toHaveLength(3));
    const init = vi.mocked(fetch).mock.calls[1]![1] as RequestInit;
    expect(init.signal?.aborted).toBe(true);
    act(() => server.asked[2]!.reply(page(['new1'], null)));
    await waitFor(() => expect(ids(result.current.items as never)).toEqual(['new1']));
    // The old page's reply, had it got through before the abort, is not appended either.
    act(() => oldNextPage.reply(page(['old3'], null)));
    await new Promise((r) => setTimeout(r, 20));
    expect(ids(result.current.items as never)).toEqual(['new1']);
    expect(result.current.loadingMore).toBe(false);
  });

  it('reads its first page again when a write makes its function stale', async () => {
    let accounts = ['v1'];
    const server = fakeServer((name) => (name === 'getAccounts' ? page(accounts, null) : null));
    const { result } = renderHook(() => usePagedCall('getAccounts', { limit: 20 } as never));
    await waitFor(() => expect(ids(result.current.items as never)).toEqual(['v1']));
    accounts = ['v1', 'v2'];
    act(() => {
      void callStore.invalidate('getAccounts');
    });
    await waitFor(() => expect(ids(result.current.items as never)).toEqual(['v1', 'v2']));
    expect(server.of('getAccounts')).toHaveLength(2);
  });

  it('shares a first page asked for twice at once: one request', async () => {
    const server = fakeServer((name) => (name === 'getAccounts' ? page(['v1'], null) : null));
    const { result } = renderHook(() => [
      usePagedCall('getAccounts', { limit: 20 } as never),
      usePagedCall('getAccounts', { limit: 20 } as never),
    ]);
    await waitFor(() => expect(result.current[1]!.items).toHaveLength(1));
    expect(result.current[0]!.items).toHaveLength(1);
    expect(server.of('getAccounts')).toHaveLength(1);
  });
});
