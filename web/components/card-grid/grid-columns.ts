export type CardColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/** The CSS columns of each breakpoint: equal tracks, so the cards of one row keep one width. */
export function gridColumns(columns: CardColumns): Record<string, string> {
  return Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      count === 1 ? '1fr' : `repeat(${count}, 1fr)`,
    ]),
  );
}
