/** The SQLSTATE of a database error, looked for on the error and on what it wraps (drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the write (two writes raced past the same check). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * SQLSTATEs of a session the server ended or would not open: class 08 (connection exception), and 57P01 to
 * 57P03 (an administrator's pg_terminate_backend or shutdown, a crash of another backend, a server that is
 * starting or stopping).
 */
const UNREACHABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;

/** Node's codes of a connection that could not be made (a server stopped, its socket gone) or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What node-postgres itself throws for a connection that died under a query, or a client left unusable by it. */
const DRIVER_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/**
 * Why the database could not be reached, when that is what `error` says (on itself or on what it wraps),
 * else null: the error's code and the driver's or the server's own words, which name no query and no value
 * (unlike the wrapping error, whose message holds the query's parameters).
 */
export function unreachableReason(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string') {
      const socket = SOCKET_CODES.has(code) || (code === 'ENOENT' && syscall === 'connect');
      if (socket || UNREACHABLE_STATE.test(code)) return `${code}: ${text}`;
    }
    if (DRIVER_MESSAGE.test(text)) return text;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
