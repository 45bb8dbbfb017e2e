import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { CALL_TIMEOUT_MS } from '../../domain/constants';
import { type ClientErrorCode, codeForHttpStatus } from '../../domain/errors';
import { FUNCTION_RULES } from '../../domain/function-rules';
import { type MessageCode, type MessageParams, MSG } from '../../domain/messages';

export class CallError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly details?: unknown,
    /** The server's catalogue code and parameters for the message, to show it translated. */
    readonly messageCode?: string,
    readonly messageParams?: MessageParams,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** A call that did not reach the server for want of a network (code `unavailable`); its message says so. */
export class OfflineError extends CallError {
  constructor(messageCode: Extract<MessageCode, 'offlineNotSent' | 'offlineNoConnection'>) {
    super('unavailable', MSG[messageCode], undefined, messageCode);
    this.name = 'OfflineError';
  }
}

export type ClientOptions = {
  baseUrl?: string;
  getToken?: () => string | null;
  /** Told when the server no longer accepts the session, so the app can sign the user out. */
  onUnauthenticated?: (refusedToken: string | null) => void;
  timeoutMs?: number;
  /** Whether the device has a network (navigator.onLine); without one a write is refused before it is sent. */
  isOnline?: () => boolean;
  /**
   * Whether the public reads that a shared cache may answer (FUNCTION_RULES' `sharedCaching`) go by GET,
   * without the token or cookies, so that the browser's cache and a proxy keep them (decision 0016). False
   * for the staff who keep those data: an admin must see the masjid they have just added. Absent: never.
   */
  sharedReads?: () => boolean;
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The caller's signal, if any, and the call's deadline, whichever ends first. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  // Browsers before AbortSignal.any (Chrome 116): forward both by hand.
  const both = new AbortController();
  for (const s of [signal, timeout]) s.addEventListener('abort', () => both.abort(s.reason), { once: true });
  return both.signal;
}

/** The one typed way to call a server function (docs/architecture.md): a misspelled name or input does not compile. */
export function createClient(options: ClientOptions = {}) {
  const {
    baseUrl = '',
    getToken = () => null,
    onUnauthenticated,
    timeoutMs = CALL_TIMEOUT_MS,
    isOnline = () => globalThis.navigator?.onLine !== false,
    sharedReads = () => false,
  } = options;

  return async function call<N extends FunctionName>(
    name: N,
    data: FunctionInput<N>,
    options: { signal?: AbortSignal } = {},
  ): Promise<FunctionOutput<N>> {
    // Offline, a write is refused here rather than queued: the member sees at once that it was not saved.
    if (FUNCTION_RULES[name].kind === 'write' && !isOnline()) throw new OfflineError('offlineNotSent');
    const shared = FUNCTION_RULES[name].sharedCaching === true && sharedReads();
    // A shared read carries no token: its reply is the same for everyone, and one with a token is never kept.
    const token = shared ? null : getToken();
    const signal = withTimeout(options.signal, timeoutMs);
    let res: Response;
    try {
      res = await fetch(
        shared
          ? `${baseUrl}/api/${name}?data=${encodeURIComponent(JSON.stringify(data ?? null))}`
          : `${baseUrl}/api/${name}`,
        shared
          ? { method: 'GET', credentials: 'omit', signal }
          : {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              body: JSON.stringify({ data: data ?? null }),
              signal,
            },
      );
    } catch (err) {
      if (err instanceof DOMException && err.name === 'TimeoutError')
        throw new CallError('deadline-exceeded', 'deadline-exceeded');
      if (options.signal?.aborted) throw new CallError('cancelled', 'cancelled');
      // fetch rejects only when no reply came at all: no network, or the portal out of reach. The request may
      // have gone out before the line dropped, so the message does not claim that nothing was saved.
      throw new OfflineError('offlineNoConnection');
    }

    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    if (!res.ok) {
      if (res.status === 401) onUnauthenticated?.(token);
      const error = isObject(body) && isObject(body.error) ? body.error : null;
      const code = codeForHttpStatus(res.status);
      throw new CallError(
        code,
        typeof error?.message === 'string' ? error.message : code,
        error?.details,
        typeof error?.messageCode === 'string' ? error.messageCode : undefined,
        isObject(error?.messageParams) ? (error.messageParams as MessageParams) : undefined,
      );
    }
    if (!isObject(body)) throw new CallError('internal', MSG.notJsonObject);
    if (!('result' in body)) throw new CallError('internal', MSG.missingData);
    return body.result as FunctionOutput<N>;
  };
}

export type Call = ReturnType<typeof createClient>;
