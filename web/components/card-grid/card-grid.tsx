import Box from '@mui/material/Box';
import { memo, type ReactNode, type Ref } from 'react';
import { type CardColumns, gridColumns } from './grid-columns';

type Props<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** How many cards a row holds from each breakpoint up ({ xs: 1, md: 2 }). */
  columns: CardColumns;
  'aria-label'?: string;
  /** Cards are still being drawn (web/lib/use-drawn-count.ts). */
  'aria-busy'?: boolean;
  /** Where the focus is put when the list is replaced (a new page of cards). */
  ref?: Ref<HTMLUListElement>;
  tabIndex?: number;
};

type ItemProps<T> = { item: T; renderCard: (item: T) => ReactNode };

/**
 * One card of the grid, drawn again only when its item or the way cards are drawn changes. A list drawn a few
 * cards a task (web/lib/use-drawn-count.ts) would otherwise draw every earlier card again in each task: a
 * page of 24 directory cards was 108 card renders on a slow phone rather than 24.
 */
const GridItem = memo(function GridItem<T>({ item, renderCard }: ItemProps<T>) {
  return <li>{renderCard(item)}</li>;
}) as <T>(props: ItemProps<T> & { key: string }) => ReactNode;

/**
 * The cards of a screen side by side: a list, so a screen reader says how many there are, laid out in equal
 * columns that grow with the screen.
 */
export function CardGrid<T>({ items, getKey, renderCard, columns, ref, tabIndex, ...rest }: Props<T>) {
  return (
    <Box
      component="ul"
      ref={ref}
      tabIndex={tabIndex}
      aria-label={rest['aria-label']}
      aria-busy={rest['aria-busy'] || undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        outline: 'none',
        gridTemplateColumns: gridColumns(columns),
      }}
    >
      {items.map((item) => (
        <GridItem key={getKey(item)} item={item} renderCard={renderCard} />
      ))}
    </Box>
  );
}
