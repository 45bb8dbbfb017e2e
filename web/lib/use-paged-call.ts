import { useCallback, useEffect, useRef, useState } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import type { Paged } from '../../domain/paging';
import { CallError } from './call';
import { callStore } from './use-call';

/** A page of the spec's getMembers carries its rows as `users`; every other list as `items` (domain/paging.ts). */
type UsersPage<T> = { users: T[]; nextCursor: string | null };

type PagedFunction = {
  [N in FunctionName]: FunctionOutput<N> extends Paged<unknown> | UsersPage<unknown> ? N : never;
}[FunctionName];

type ItemOf<N extends PagedFunction> =
  FunctionOutput<N> extends Paged<infer T> ? T : FunctionOutput<N> extends UsersPage<infer U> ? U : never;

type PageReply<T> = {
  items?: T[];
  users?: T[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
};
const rowsOf = <T>(page: PageReply<T>): T[] => page.items ?? page.users ?? [];

export type PagedState<T> = {
  items: T[];
  /** How many match in all, when the function counts them (undefined until the first page arrives). */
  total: number | undefined;
  /** The function stopped counting at `total`: more match. */
  totalCapped: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
};

const isCancelled = (error: unknown) => error instanceof CallError && error.code === 'cancelled';

/**
 * Reads a paged list function page by page (domain/paging.ts): the first page when the filters change, the
 * next one on "Load more", each through the shared call store. A write that makes the function stale
 * (domain/invalidations.ts) reads the first page again. A new first page drops whatever is on its way for
 * the old one, so a page of old filters is never appended to a new list.
 */
export function usePagedCall<N extends PagedFunction>(
  name: N,
  filters: Omit<FunctionInput<N>, 'cursor'>,
  options: {
    /** Keeps the first page on the device under this key and serves it from there until a reload. */
    firstPageKey?: string;
  } = {},
): PagedState<ItemOf<N>> {
  const { firstPageKey } = options;
  const [state, setState] = useState({
    items: [] as ItemOf<N>[],
    total: undefined as number | undefined,
    totalCapped: false,
    cursor: null as string | null,
    loading: true,
    loadingMore: false,
    error: undefined as unknown,
  });
  const [attempt, setAttempt] = useState(0);
  const filterKey = JSON.stringify(filters);
  // Counts first pages: a next page asked for under an older one is not appended.
  const generation = useRef(0);
  const nextPage = useRef<AbortController | null>(null);

  useEffect(() => callStore.onStale(name, () => setAttempt((n) => n + 1)), [name]);

  const fetchPage = useCallback(
    (cursor: string | null, signal?: AbortSignal, fresh = false) => {
      const kept =
        cursor === null && firstPageKey ? { persistKey: firstPageKey, ttl: fresh ? 0 : Infinity } : {};
      return callStore.read(name, { ...JSON.parse(filterKey), cursor } as FunctionInput<N>, {
        signal,
        ...kept,
      }) as Promise<PageReply<ItemOf<N>>>;
    },
    [name, filterKey, firstPageKey],
  );

  // `attempt` is the reload trigger.
  useEffect(() => {
    void attempt;
    const current = ++generation.current;
    nextPage.current?.abort();
    const controller = new AbortController();
    setState({
      items: [],
      total: undefined,
      totalCapped: false,
      cursor: null,
      loading: true,
      loadingMore: false,
      error: undefined,
    });
    // A reload (Try again, Refresh) reads the first page afresh, whatever is kept on the device.
    fetchPage(null, controller.signal, attempt > 0).then(
      (page) => {
        if (current !== generation.current) return;
        setState({
          items: rowsOf(page),
          total: page.total,
          totalCapped: page.totalCapped ?? false,
          cursor: page.nextCursor,
          loading: false,
          loadingMore: false,
          error: undefined,
        });
      },
      (error: unknown) => {
        if (current !== generation.current || isCancelled(error)) return;
        setState((s) => ({ ...s, loading: false, error }));
      },
    );
    return () => {
      controller.abort();
      nextPage.current?.abort();
    };
  }, [fetchPage, attempt]);

  const loadMore = useCallback(() => {
    if (!state.cursor || state.loadingMore) return;
    const current = generation.current;
    const controller = new AbortController();
    nextPage.current = controller;
    setState((s) => ({ ...s, loadingMore: true }));
    fetchPage(state.cursor, controller.signal).then(
      (page) => {
        if (current !== generation.current) return;
        setState((s) => ({
          ...s,
          items: [...s.items, ...rowsOf(page)],
          total: page.total ?? s.total,
          cursor: page.nextCursor,
          loadingMore: false,
        }));
      },
      (error: unknown) => {
        if (current !== generation.current || isCancelled(error)) return;
        setState((s) => ({ ...s, loadingMore: false, error }));
      },
    );
  }, [fetchPage, state.cursor, state.loadingMore]);

  return {
    items: state.items,
    total: state.total,
    totalCapped: state.totalCapped,
    loading: state.loading,
    loadingMore: state.loadingMore,
    error: state.error,
    hasMore: state.cursor !== null,
    loadMore,
    reload: () => setAttempt((n) => n + 1),
  };
}
