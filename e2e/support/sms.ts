import { E2E } from './env';

/** The newest OTP text the app sent to a number, read from the inbox the global setup runs. */
export async function waitForSms(
  to: string,
  since = 0,
  timeoutMs = 15_000,
): Promise<{ to: string; message: string; code: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${E2E.inboxUrl}/messages?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as { to: string; message: string; code: string }[];
    if (list.length > since) return list[list.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No SMS reached ${to}`);
}

export async function smsCount(to: string): Promise<number> {
  const res = await fetch(`${E2E.inboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}
