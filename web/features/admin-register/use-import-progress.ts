import { useEffect, useState } from 'react';
import type { FunctionOutput } from '../../../domain/catalogue';
import { call } from '../../lib/api';

type Progress = FunctionOutput<'getRegisterImportProgress'>;

/** How often the bar asks how far the preview or import has got while its call runs. */
const POLL_MS = 700;

/**
 * The progress of the running call of `key` (null when none runs), read from getRegisterImportProgress
 * while it runs: the server writes it outside the import's transaction, so it moves while the call waits.
 */
export function useImportProgress(key: string | null): Progress | null {
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!key) return;
    let stopped = false;
    const timer = setInterval(() => {
      call('getRegisterImportProgress', { progressKey: key })
        .then((reply) => {
          if (!stopped && reply.stage) setProgress(reply);
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [key]);
  return progress;
}

/** A key for one preview or import, to read its progress by. */
export function newProgressKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
