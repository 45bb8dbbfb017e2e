import { ERROR_STATUSES, type ErrorStatus } from '../../domain/errors';
import {
  type MessageCode,
  type MessageParams,
  MSG,
  messageCodeOf,
  type Said,
  say,
} from '../../domain/messages';

/**
 * A refusal that reaches the caller as `{error: {status, message, messageCode, details}}` with the matching
 * HTTP status. The message is a catalogue text or a `say(…)`, so the web app can show it translated.
 */
export class AppError extends Error {
  readonly messageCode: MessageCode | undefined;
  readonly messageParams: MessageParams | undefined;

  constructor(
    readonly status: ErrorStatus,
    message: string | Said,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.messageCode = typeof message === 'string' ? messageCodeOf(message) : message.messageCode;
    this.messageParams = typeof message === 'string' ? undefined : message.messageParams;
  }

  get httpStatus(): number {
    return ERROR_STATUSES[this.status];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MSG.signInToContinue);
export const permissionDenied = () => new AppError('PERMISSION_DENIED', MSG.notAllowed);
export const notFound = (what: string) => new AppError('NOT_FOUND', say('notFound', { what }));
export const tooMany = (message: string = MSG.tooManyAttempts) => new AppError('RESOURCE_EXHAUSTED', message);

/** A field's refusal as a 400 carries it: where, what, and the catalogue code the web app translates. */
export type FieldIssue = { path: string; message: string };

/**
 * A 400 for one or more fields, shaped as the router's validation errors are: the first message on top, and
 * every field's own in `details`. For the checks a schema cannot make (an id against the reference values).
 */
export function invalidFields(issues: FieldIssue[]): AppError {
  const details = issues.map((i) => {
    const code = messageCodeOf(i.message);
    return code ? { ...i, messageCode: code } : i;
  });
  return new AppError('INVALID_ARGUMENT', issues[0]?.message ?? MSG.invalidInput, details);
}
