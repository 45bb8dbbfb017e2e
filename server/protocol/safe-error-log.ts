/**
 * What the log may keep of an unexpected error. A failed query's message and stack name its parameters
 * (Drizzle writes "Failed query: … params: <name>,<dob>,<address>…"), and a driver error may carry the
 * query and its values too, so only the error's kind, the database's error code and the call sites are
 * kept: enough to find the fault, never a member's data.
 */
export type SafeErrorLog = { type: string; code?: string; frames: string[] };

export function safeErrorLog(err: unknown): SafeErrorLog {
  if (!(err instanceof Error)) return { type: typeof err, frames: [] };
  const cause = (err as { cause?: unknown }).cause;
  const code = codeOf(err) ?? (cause instanceof Error ? codeOf(cause) : undefined);
  const type = cause instanceof Error ? `${err.name} <- ${cause.name}` : err.name;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());
  return { type, ...(code ? { code } : {}), frames };
}

function codeOf(err: Error): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}
