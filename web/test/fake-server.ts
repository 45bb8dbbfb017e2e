import { vi } from 'vitest';

type Asked = {
  name: string;
  data: unknown;
  reply: (result: unknown) => void;
  fail: (status: number) => void;
};

/**
 * Stands in for the server behind `fetch` in hook tests: records every /api call in order (POST or a shared
 * read's GET alike), and answers it
 * at once through `answer(name, data)`, or, when that returns `HOLD`, when the test calls `reply` on it.
 */
export const HOLD = Symbol('hold');

export function fakeServer(answer: (name: string, data: unknown) => unknown = () => HOLD) {
  const asked: Asked[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    // A shared read comes by GET with its input in the address (decision 0016), any other call by POST.
    const address = new URL(url, 'http://portal.test');
    const name = address.pathname.split('/api/')[1]!;
    const { data } =
      init.method === 'GET'
        ? { data: JSON.parse(address.searchParams.get('data') ?? 'null') as unknown }
        : (JSON.parse(String(init.body)) as { data: unknown });
    return new Promise<Response>((resolve, reject) => {
      const respond = (status: number, body: unknown) =>
        resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
      const entry: Asked = {
        name,
        data,
        reply: (result) => respond(200, { result }),
        fail: (status) => respond(status, { error: { message: 'failed' } }),
      };
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      asked.push(entry);
      const result = answer(name, data);
      if (result !== HOLD) entry.reply(result);
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    asked,
    /** The names of the functions called, in order. */
    names: () => asked.map((a) => a.name),
    /** The calls of one function, in order. */
    of: (name: string) => asked.filter((a) => a.name === name),
  };
}
