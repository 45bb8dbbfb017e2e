import { messageCodeOf } from '../../domain/messages';

/** A reply's message as the protocol sends it: the English text and the catalogue code the router adds. */
export function said(message: string) {
  return { message, messageCode: messageCodeOf(message) };
}
