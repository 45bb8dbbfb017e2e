/**
 * The error vocabulary of the function protocol (docs/architecture.md, "The protocol") and the codes the
 * client derives from them.
 * Server statuses travel in the body; the client derives its code from the HTTP status.
 */
export const ERROR_STATUSES = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

export type ClientErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'aborted'
  | 'resource-exhausted'
  | 'cancelled'
  | 'internal'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'unknown';

/** The client's code for each HTTP status. Status 0 stands for a network failure. */
export function codeForHttpStatus(status: number): ClientErrorCode {
  switch (status) {
    case 400:
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 409:
      return 'aborted';
    case 429:
      return 'resource-exhausted';
    case 499:
      return 'cancelled';
    case 0:
    case 500:
      return 'internal';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    case 504:
      return 'deadline-exceeded';
    default:
      return 'unknown';
  }
}
