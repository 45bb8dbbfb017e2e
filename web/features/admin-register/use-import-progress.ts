import { useEffect } from 'react';
import type { FunctionOutput } from '../../../domain/catalogue';
import { useCall } from '../../lib/use-call';

type Progress = FunctionOutput<'getRegisterImportProgress'>;

/** How often the bar asks how far the preview or import has got while its call runs. */
const POLL_MS = 700;

/**
 * The progress of the running call of `key` (null when none runs), read again from getRegisterImportProgress
 * every POLL_MS while it runs: the server writes it outside the import's transaction, so it moves while the
 * call waits.
 */
export function useImportProgress(key: string | null): Progress | null {
  const progress = useCall('getRegisterImportProgress', key ? { progressKey: key } : null);
  const { reload } = progress;
  useEffect(() => {
    if (!key) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [key, reload]);
  return key && progress.data?.stage ? progress.data : null;
}

/** A key for one preview or import, to read its progress by. */
export function newProgressKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
