// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../i18n/i18n';
import { PagedList } from './paged-list';

beforeAll(() => startI18n());
afterEach(cleanup);

type Item = { id: string };
const page = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `m${from + i}` }));

/** A list as a screen shows it, counting how often each card is drawn. */
function drawnList(items: Item[], firstRenderCard: (item: Item) => ReactNode) {
  const list = (shown: Item[], renderCard = firstRenderCard, loadingMore = false) => (
    <I18nextProvider i18n={i18n}>
      <PagedList
        items={shown}
        getKey={(m) => m.id}
        renderCard={renderCard}
        emptyText="Nothing"
        loading={false}
        loadingMore={loadingMore}
        error={null}
        hasMore
        onLoadMore={() => {}}
        onRetry={() => {}}
      />
    </I18nextProvider>
  );
  const view = render(list(items));
  return {
    rerender: (next: Item[], renderCard?: (item: Item) => ReactNode, loadingMore?: boolean) =>
      view.rerender(list(next, renderCard, loadingMore)),
  };
}

describe('PagedList', () => {
  it('draws each card of a page once, though it draws them a few at a time', async () => {
    const draws = new Map<string, number>();
    const renderCard = (m: Item) => {
      draws.set(m.id, (draws.get(m.id) ?? 0) + 1);
      return <span>{m.id}</span>;
    };
    const first = page(0, 24);
    const { rerender } = drawnList(first, renderCard);
    expect(document.querySelector('[aria-busy="true"]')).not.toBe(null);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(24));
    expect([...draws.values()].every((n) => n === 1)).toBe(true);
    expect(draws.size).toBe(24);

    // 'Load more' is waited on, then adds a page: only the new page's cards are drawn.
    rerender(first, undefined, true);
    rerender([...first, ...page(24, 24)]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(48));
    expect([...draws.values()].every((n) => n === 1)).toBe(true);
    expect(document.querySelector('[aria-busy]')).toBe(null);
  });

  it('draws every card again when the screen changes how a card looks', async () => {
    const items = page(0, 4);
    const { rerender } = drawnList(items, (m) => <span>{m.id}</span>);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    rerender(items, (m) => <span>{`${m.id} chosen`}</span>);
    expect(screen.getAllByText(/chosen$/)).toHaveLength(4);
  });
});
