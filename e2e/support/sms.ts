import { E2E } from './env';

/** An SMS as the fake MSG91 took it: the template it named, its variables, and the text the operator sends. */
export type TakenSms = { to: string; templateId: string; variables: string[]; message: string; code: string };

async function taken(to: string): Promise<TakenSms[]> {
  const res = await fetch(`${E2E.inboxUrl}/_fake/messages?to=${encodeURIComponent(to)}`);
  const list = (await res.json()) as {
    to: string;
    templateId: string;
    variables: string[];
    text: string | null;
  }[];
  return list.map((m) => ({
    to: `+${m.to}`,
    templateId: m.templateId,
    variables: m.variables,
    message: m.text ?? '',
    code: m.variables[0] ?? '',
  }));
}

/** The newest SMS the app sent to a number, read from the fake MSG91 the global setup runs. */
export async function waitForSms(to: string, since = 0, timeoutMs = 15_000): Promise<TakenSms> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = await taken(to);
    if (list.length > since) return list[list.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No SMS reached ${to}`);
}

export async function smsCount(to: string): Promise<number> {
  return (await taken(to)).length;
}
