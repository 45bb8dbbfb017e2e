import { useEffect, useState } from 'react';

/**
 * False on the first render, true from a task after it. Preact renders a tree in one task, so a frame and its
 * page drawn together are one long task on a slow phone: the frame can paint first, and the page
 * follow in a task of its own, leaving the phone free to answer in between.
 */
export function useNextTask(): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setNext(true), 0);
    return () => clearTimeout(id);
  }, []);
  return next;
}
