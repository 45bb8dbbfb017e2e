import { describe, expect, it, vi } from 'vitest';
import { CallError } from './call';
import { createCallStore } from './call-store';
import { keptReads } from './kept-reads';
import { memoryStorage } from './memory-storage';

/** A server stand-in whose replies the test releases by hand, counting the requests it gets. */
function fakeServer() {
  const pending: {
    name: string;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
    signal?: AbortSignal;
  }[] = [];
  const callFn = vi.fn((name: string, _input: unknown, { signal }: { signal?: AbortSignal }) => {
    return new Promise((resolve, reject) => {
      pending.push({ name, resolve, reject, signal });
      signal?.addEventListener('abort', () => reject(new CallError('cancelled', 'cancelled')));
    });
  });
  return { callFn: callFn as never, calls: callFn, pending };
}

describe('the call store', () => {
  it('sends one request for the same read asked twice at once', async () => {
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    const a = store.read('getReferenceValues', null);
    const b = store.read('getReferenceValues', null);
    server.pending[0]!.resolve({ education: [] });
    expect(await a).toEqual({ education: [] });
    expect(await b).toEqual({ education: [] });
    expect(server.calls).toHaveBeenCalledTimes(1);
  });

  it('keeps a reply for its ttl, then reads again', async () => {
    const server = fakeServer();
    let clock = 0;
    const store = createCallStore(server.callFn, null, () => clock);
    const first = store.read('getLocations', {}, { ttl: 1000 });
    server.pending[0]!.resolve([{ id: 'in' }]);
    await first;
    clock = 999;
    expect(await store.read('getLocations', {}, { ttl: 1000 })).toEqual([{ id: 'in' }]);
    expect(server.calls).toHaveBeenCalledTimes(1);
    clock = 1000;
    void store.read('getLocations', {}, { ttl: 1000 });
    expect(server.calls).toHaveBeenCalledTimes(2);
  });

  it('drops the request when the last reader goes away, not before', async () => {
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    const one = new AbortController();
    const two = new AbortController();
    const a = store.read('getReferenceValues', null, { signal: one.signal }).catch((e) => e);
    const b = store.read('getReferenceValues', null, { signal: two.signal }).catch((e) => e);
    one.abort();
    expect(server.pending[0]!.signal?.aborted).toBe(false);
    two.abort();
    expect(server.pending[0]!.signal?.aborted).toBe(true);
    expect(await a).toBeInstanceOf(CallError);
    expect(await b).toBeInstanceOf(CallError);
  });

  it('asks again for a reader who comes as the last one leaves, and gives it the reply', async () => {
    // A screen that unmounts and mounts again in one render: its old reader leaves, its new one arrives
    // before the cancelled request has settled.
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    const leaving = new AbortController();
    const left = store.read('getLocations', {}, { signal: leaving.signal }).catch((e) => e);
    leaving.abort();
    const arriving = store.read('getLocations', {});
    expect(server.calls).toHaveBeenCalledTimes(2);
    server.pending[1]!.resolve([{ id: 'in' }]);
    expect(await arriving).toEqual([{ id: 'in' }]);
    expect(await left).toBeInstanceOf(CallError);
    expect(store.snapshot('getLocations', {})).toMatchObject({ data: [{ id: 'in' }], error: undefined });
  });

  it("keeps a reply under the caller's own key, and a new store starts from it", async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const store = createCallStore(server.callFn, keptReads(storage), () => 5);
    const read = store.read('getReferenceValues', null, { ttl: 100, persistKey: 'values' });
    server.pending[0]!.resolve({ education: [] });
    await read;
    const again = createCallStore(server.callFn, keptReads(storage), () => 50);
    expect(again.snapshot('getReferenceValues', null, 'values').data).toEqual({ education: [] });
    expect(await again.read('getReferenceValues', null, { ttl: 100, persistKey: 'values' })).toEqual({
      education: [],
    });
    expect(server.calls).toHaveBeenCalledTimes(1);
  });

  it('reads again, after a write, a read that was on its way when the write landed', async () => {
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    store.subscribe('getAlerts', {}, () => {});
    const before = store.read('getAlerts', {});
    const invalidated = store.invalidate('getAlerts');
    server.pending[0]!.resolve([{ id: 'old' }]);
    expect(await before).toEqual([{ id: 'old' }]);
    await vi.waitFor(() => expect(server.calls).toHaveBeenCalledTimes(2));
    server.pending[1]!.resolve([{ id: 'new' }]);
    await invalidated;
    expect(store.snapshot('getAlerts', {}).data).toEqual([{ id: 'new' }]);
  });

  it('tells the readers that keep their own state (paged lists) when a write makes a function stale', () => {
    const store = createCallStore(fakeServer().callFn, null);
    const accounts = vi.fn();
    const stop = store.onStale('getAccounts', accounts);
    void store.invalidate('getAccounts');
    store.forget('getAccounts');
    void store.invalidate('getMembers');
    expect(accounts).toHaveBeenCalledTimes(2);
    stop();
    void store.invalidate('getAccounts');
    expect(accounts).toHaveBeenCalledTimes(2);
  });

  it('invalidate makes the next read go to the server and tells the screens showing it', async () => {
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    const listener = vi.fn();
    store.subscribe('getAlerts', {}, listener);
    const first = store.read('getAlerts', {}, { ttl: 60_000 });
    server.pending[0]!.resolve([]);
    await first;
    listener.mockClear();
    store.invalidate('getAlerts');
    expect(listener).toHaveBeenCalled();
    // The screen showing it gets the new reply without asking, and keeps the old one meanwhile.
    expect(server.calls).toHaveBeenCalledTimes(2);
    expect(store.snapshot('getAlerts', {}).data).toEqual([]);
    server.pending[1]!.resolve([{ id: 'a1' }]);
    await vi.waitFor(() => expect(store.snapshot('getAlerts', {}).data).toEqual([{ id: 'a1' }]));
    void store.read('getAlerts', {}, { ttl: 60_000 });
    expect(server.calls).toHaveBeenCalledTimes(2);
  });

  it('invalidate leaves a read nobody shows until it is asked for again', async () => {
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    const first = store.read('getReferenceValues', null, { ttl: 60_000 });
    server.pending[0]!.resolve({ education: [] });
    await first;
    store.invalidate('getReferenceValues');
    expect(server.calls).toHaveBeenCalledTimes(1);
    void store.read('getReferenceValues', null, { ttl: 60_000 });
    expect(server.calls).toHaveBeenCalledTimes(2);
  });

  it('shows a failure as the snapshot error, and the next read tries again', async () => {
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    const first = store.read('getReferenceValues', null).catch(() => 'failed');
    server.pending[0]!.reject(new CallError('unavailable', 'unavailable'));
    expect(await first).toBe('failed');
    expect(store.snapshot('getReferenceValues', null).error).toBeInstanceOf(CallError);
    void store.read('getReferenceValues', null);
    expect(server.calls).toHaveBeenCalledTimes(2);
  });

  it('forget drops every reply of one function, so the next read goes to the server', async () => {
    const server = fakeServer();
    const store = createCallStore(server.callFn, null);
    const first = store.read('getAlerts', {}, { ttl: 60_000 });
    server.pending[0]!.resolve([]);
    await first;
    const listener = vi.fn();
    store.subscribe('getAlerts', {}, listener);
    store.forget('getAlerts');
    expect(listener).toHaveBeenCalled();
    expect(store.snapshot('getAlerts', {}).data).toBeUndefined();
    void store.read('getAlerts', {}, { ttl: 60_000 });
    expect(server.calls).toHaveBeenCalledTimes(2);
  });
});
