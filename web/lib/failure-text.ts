import { MSG } from '../../domain/messages';
import { CallError } from './call';

/** What a member is told when a call fails: the server's words when they help, otherwise the spec's generic text. */
export function failureText(err: unknown): string {
  if (err instanceof CallError && (err.code === 'resource-exhausted' || err.code === 'invalid-argument')) {
    return err.message;
  }
  return MSG.genericError;
}
