import { useEffect, useState } from 'react';

/**
 * False on the first render, true from `tasks` tasks after it (one by default). Preact renders a tree in one
 * task, so a frame and its page drawn together are one long task on a slow phone: the frame can paint first,
 * and the page follow in a task of its own, leaving the phone free to answer in between. Parts of a page
 * waiting one, two, … tasks are drawn one after another, in that order.
 */
export function useNextTask(tasks = 1): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => {
    let id: ReturnType<typeof setTimeout> | undefined;
    const wait = (left: number) => {
      id = setTimeout(() => (left > 1 ? wait(left - 1) : setNext(true)), 0);
    };
    wait(tasks);
    return () => clearTimeout(id);
  }, [tasks]);
  return next;
}
