import { ERROR_STATUSES, type ErrorStatus } from '../../domain/errors';

/** A refusal that reaches the caller as `{error: {status, message, details}}` with the matching HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return ERROR_STATUSES[this.status];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue');
export const permissionDenied = () => new AppError('PERMISSION_DENIED', 'You are not allowed to do this');
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const tooMany = (message = 'Too many attempts. Please try again later') =>
  new AppError('RESOURCE_EXHAUSTED', message);
