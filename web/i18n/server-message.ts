import type { MessageParams } from '../../domain/messages';

/** A reply or error that says something to the reader: its English words and, when it has one, its catalogue code. */
export type ServerMessage = { message: string; messageCode?: string; messageParams?: MessageParams };
