import type { ToastSeverity } from '../components/toast/toast-state';
import { CallError } from './call';

/** What a write that did not go through said, for the form that sent it to show. */
export type WriteProblem = {
  /** The whole message, in the reader's language (a refusal's, or a failed call's). */
  text: string;
  /** Its catalogue code, which tells a form which field a refusal is about ('mosqueIdTaken'). */
  messageCode?: string;
  /** Each input field the server found wrong (an invalid argument's details), in the form's order. */
  fields: readonly { path: string; message: string }[];
};

/** What a write's outcome tells the reader: these words, in a toast of this severity. */
export type Said = { text: string; severity: ToastSeverity };

/** The field issues of an invalid argument: `{path, message}` each, as the router lists them. */
export function fieldIssues(err: unknown): WriteProblem['fields'] {
  if (!(err instanceof CallError) || err.code !== 'invalid-argument' || !Array.isArray(err.details))
    return [];
  return err.details.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

export type PassReply = { pass: boolean; message: string; messageCode?: string };

export const isPassReply = (v: unknown): v is PassReply =>
  typeof v === 'object' &&
  v !== null &&
  'pass' in v &&
  'message' in v &&
  typeof (v as PassReply).message === 'string';
