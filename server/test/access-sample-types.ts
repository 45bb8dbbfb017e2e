import type { MessageCode } from '../../domain/messages';
import type { Caller } from './access-callers';
import type { AccessWorld } from './access-world';
import type { TestApp } from './harness';

/** What one call of the matrix knows when it makes its input. */
export type SampleContext = {
  t: TestApp;
  world: AccessWorld;
  caller: Caller;
  callerId: string | null;
  callerMobile: string | null;
  /** The caller's own masjid (null for staff and visitors). */
  callerMosqueId: string | null;
  /** A number no other call has: for the names, codes, numbers and addresses of the rows this call makes. */
  n: number;
  ip: string;
};

/**
 * What an admitted caller gets instead of success, where that is the right answer: an error status, or the
 * message code of a 200 whose `pass` is false. Each one says why in a comment.
 */
export type Expected = number | MessageCode;

export type Sample = {
  /** The input a real caller would send; it may first make what the call needs: a row to delete, a valid OTP. */
  input: (c: SampleContext) => unknown;
  /** By caller: anything but a 200 that did what was asked. */
  expected?: Partial<Record<Caller, Expected>>;
  /** Whether a 200 did what was asked, for a reply that says so otherwise than by its `pass`. */
  done?: (result: Record<string, unknown>) => boolean;
  /** How the session began: an OTP, for what only a sign-in by OTP of the last 15 minutes may do. */
  signedInBy?: 'otp';
  /** Made from a fresh account like the caller's: the call ends the account it is made from. */
  twin?: true;
};
