/** The SQLSTATE of a database error, looked for on the error and on what it wraps (drizzle wraps the driver's). */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the write (two writes raced past the same check). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
