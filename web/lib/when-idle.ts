/**
 * Runs `task` at the browser's first idle moment, and at the latest after `timeoutMs`; returns a cancel. For
 * what the screen may soon need but not yet (a form behind 'Edit', the toast's look): fetched then, it takes
 * no bandwidth or main thread from the first paint on a slow phone.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(1000, timeoutMs));
  return () => clearTimeout(id);
}
