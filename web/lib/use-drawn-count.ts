import { useEffect, useState } from 'react';

/** How many cards the first task draws, and each task after it. */
const CARDS_PER_TASK = 3;

/**
 * How many of a list's `total` items to draw now: a few, then a few more in each task after, so that a slow
 * phone paints the first cards early and can answer a tap between the rest. Preact renders a whole page of
 * cards in one task otherwise (24 directory cards held a phone's main thread for over a second).
 * `listKey` names the list shown: a new one (other filters) starts again from a few, while a next page
 * added to the same list goes on from what is drawn.
 */
export function useDrawnCount(total: number, listKey: string): number {
  const [drawn, setDrawn] = useState({ listKey, count: CARDS_PER_TASK });
  const count = drawn.listKey === listKey ? drawn.count : CARDS_PER_TASK;
  useEffect(() => {
    if (count >= total) return;
    // A task of its own: the browser paints and handles input in between.
    const id = setTimeout(() => setDrawn({ listKey, count: count + CARDS_PER_TASK }), 0);
    return () => clearTimeout(id);
  }, [listKey, count, total]);
  return Math.min(count, total);
}
