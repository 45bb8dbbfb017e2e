// Shared by the SMS inbox and the fake gateways: node only, no test framework.

/**
 * The messages a fake received, in order, and a way to wait for the next one to a number: `waitFor` returns
 * the oldest message to `to` that no earlier `waitFor` returned, waiting for one if there is none yet. So
 * "send, waitFor, send, waitFor" yields the first and then the second text.
 */
export function mailbox<T>(isTo: (message: T, to: string) => boolean) {
  const messages: T[] = [];
  const taken = new Set<T>();
  const waiters = new Set<() => void>();

  const take = (to: string): T | undefined => {
    const found = messages.find((m) => isTo(m, to) && !taken.has(m));
    if (found) taken.add(found);
    return found;
  };

  return {
    messages,
    add(message: T): void {
      messages.push(message);
      for (const wake of [...waiters]) wake();
    },
    waitFor(to: string, timeoutMs = 10_000): Promise<T> {
      const ready = take(to);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const found = take(to);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No SMS reached ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}
