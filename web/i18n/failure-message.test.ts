import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { CallError, OfflineError } from '../lib/call';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it('tells the member they are offline when the call never reached the portal', () => {
    expect(failureMessage(new OfflineError('offlineNotSent'))).toMatchObject({
      message: MSG.offlineNotSent,
      messageCode: 'offlineNotSent',
    });
  });

  it("shows the server's reason for a refusal, by its code", () => {
    const refused = new CallError('resource-exhausted', MSG.tooManyChecks, undefined, 'tooManyChecks');
    expect(failureMessage(refused)).toMatchObject({ messageCode: 'tooManyChecks' });
  });

  it("keeps the spec's generic text for a server that answered 503 or 500 itself", () => {
    for (const err of [
      new CallError('unavailable', 'unavailable'),
      new CallError('internal', 'x'),
      new Error('x'),
    ])
      expect(failureMessage(err)).toEqual({ message: MSG.genericError, messageCode: 'genericError' });
  });

  it("says the screen's own text for an unexpected failure, and still the server's words for a refusal", () => {
    expect(failureMessage(new CallError('internal', 'x'), 'mosqueAddFailed')).toEqual({
      message: MSG.mosqueAddFailed,
      messageCode: 'mosqueAddFailed',
    });
    const refused = new CallError('invalid-argument', MSG.urlInvalid, undefined, 'urlInvalid');
    expect(failureMessage(refused, 'mosqueAddFailed')).toMatchObject({ messageCode: 'urlInvalid' });
  });
});
