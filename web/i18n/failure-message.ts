import { type MessageCode, MSG } from '../../domain/messages';
import { CallError, OfflineError } from '../lib/call';
import type { ServerMessage } from './server-message';

/**
 * What a member is told when a call fails: the server's words when they help (a refusal with a reason, a
 * field that is wrong), that they are offline when they are, otherwise the spec's text for an unexpected
 * error: the generic one, or the screen's own ('Failed to add mosque!').
 */
export function failureMessage(err: unknown, unexpected: MessageCode = 'genericError'): ServerMessage {
  if (err instanceof OfflineError) return err;
  if (err instanceof CallError && (err.code === 'resource-exhausted' || err.code === 'invalid-argument'))
    return err;
  return { message: MSG[unexpected as keyof typeof MSG] ?? MSG.genericError, messageCode: unexpected };
}
