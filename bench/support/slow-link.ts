import type { CDPSession } from '@playwright/test';

/** The slow phone network of the 3G benches: 400 ms latency, 400 kbps each way (Chromium's emulation). */
export const LINK = { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Throttles every service worker the page starts, from its first request: Chromium pauses it until this
 * session has set the link up. (Auto-attach from the page reaches its service worker; nested sessions speak
 * through Target.sendMessageToTarget.)
 */
export function throttleServiceWorkers(cdp: CDPSession, onBytes: (n: number) => void): void {
  let id = 0;
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    const send = (method: string, params: object = {}) =>
      cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      });
    if (targetInfo.type === 'service_worker') {
      await send('Network.enable');
      await send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    }
    await send('Runtime.runIfWaitingForDebugger');
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const m = JSON.parse(message) as { method?: string; params?: { encodedDataLength: number } };
    if (m.method === 'Network.loadingFinished') onBytes(m.params!.encodedDataLength);
  });
}
