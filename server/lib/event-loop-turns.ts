/**
 * For a long piece of work done in the process (a register's 50,000 rows read and compared): a function to
 * await between its steps that gives the event loop a turn once `ms` have passed since the last, so the
 * portal's other requests are answered meanwhile (bench/register-import.ts times them), at a cost of one
 * awaited check a step.
 */
export function eventLoopTurns(ms = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < ms) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
