import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';
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
        <li key={getKey(item)}>{renderCard(item)}</li>
      ))}
    </Box>
  );
}
