import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawnCount } from '../../lib/use-drawn-count';
import type { PagedState } from '../../lib/use-paged-call';
import { CardGrid } from '../card-grid/card-grid';
import { FiltersPanel } from '../filters/filters-drawer';
import { LoadError } from '../load-error';

type Props<T> = {
  items: T[];
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** The spec's words when nothing matches ('No alerts created by you...'). */
  emptyText: string;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The filter fields; beside the list on a wide screen, in a bottom drawer under 600 px. */
  filters?: ReactNode;
  filtersLabel?: string;
};

/** What a `usePagedCall` list gives PagedList: spread it, `<PagedList {...pagedListState(list)} … />`. */
export function pagedListState<T>(
  list: PagedState<T>,
): Pick<Props<T>, 'items' | 'loading' | 'loadingMore' | 'error' | 'hasMore' | 'onLoadMore' | 'onRetry'> {
  const { items, loading, loadingMore, error, hasMore } = list;
  return { items, loading, loadingMore, error, hasMore, onLoadMore: list.loadMore, onRetry: list.reload };
}

/**
 * The list of every staff and member screen: a grid of cards (one column below 900 px, two, three from 1200
 * px), the empty text, a
 * load error with 'Try again', and 'Load more' while pages remain. Filters sit above the grid, or behind a
 * button and in a bottom drawer on a phone.
 */
export function PagedList<T>(props: Props<T>) {
  const { items, getKey, renderCard, emptyText, loading, loadingMore, error, hasMore, onLoadMore, onRetry } =
    props;
  const { t } = useTranslation();
  const { filters, filtersLabel = t('common.filters') } = props;
  const drawn = useDrawnCount(items.length, items.length ? getKey(items[0]!) : '');
  // 'Load more' stays, waiting, until the cards it brought are all drawn: gone with the last page a moment
  // early, it would show a list that looks whole and is not.
  const drawing = drawn < items.length;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {filters && <FiltersPanel label={filtersLabel}>{filters}</FiltersPanel>}
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress color="secondary" aria-label={t('common.loading')} />
        </Box>
      ) : error && items.length === 0 ? (
        <LoadError onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <CardGrid
          items={drawing ? items.slice(0, drawn) : items}
          aria-busy={drawing}
          getKey={getKey}
          renderCard={renderCard}
          // 1 column small (below 900 px a 600 px card pair is too narrow), 2 medium, 3 large.
          columns={{ xs: 1, md: 2, lg: 3 }}
        />
      )}
      {(hasMore || drawing) && !loading && (
        <Button
          onClick={onLoadMore}
          disabled={loadingMore || drawing}
          variant="outlined"
          color="secondary"
          sx={{ justifySelf: 'center' }}
        >
          {loadingMore ? t('common.loading') : t('common.loadMore')}
        </Button>
      )}
    </Box>
  );
}
