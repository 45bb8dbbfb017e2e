import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageCode, type MessageParams, MSG, messageCodeOf } from '../../domain/messages';
import { failureMessage } from './failure-message';
import type { ServerMessage } from './server-message';

const isCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && (code in MSG || `${code}_one` in MSG);

/**
 * Shows what the server or a shared schema said in the reader's language: by the reply's `messageCode`, or
 * for a schema's message by the catalogue code of its English text. Anything else (zod's own messages, which
 * zod already wrote in the chosen language) shows as it came.
 */
export function useMessageText() {
  const { t } = useTranslation();

  // The code arrives at run time, so its parameters cannot be checked against the key's at compile time.
  const byCode = useCallback(
    (code: MessageCode, params?: MessageParams) =>
      (t as unknown as (key: string, options?: MessageParams) => string)(`messages.${code}`, params),
    [t],
  );

  /** A `{message, messageCode, messageParams}` reply or error. */
  const said = useCallback(
    (reply: ServerMessage) =>
      isCode(reply.messageCode) ? byCode(reply.messageCode, reply.messageParams) : reply.message,
    [byCode],
  );

  /** A form field's message (from a shared schema, in English, or from zod in the reader's language). */
  const field = useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const code = messageCodeOf(message);
      return code ? byCode(code) : message;
    },
    [byCode],
  );

  /** What a member is told when a call fails (failure-message.ts), in the reader's language. */
  const failure = useCallback(
    (err: unknown, unexpected?: MessageCode) => said(failureMessage(err, unexpected)),
    [said],
  );

  return useMemo(() => ({ said, field, failure, byCode }), [said, field, failure, byCode]);
}
