import { SegmentedMessage } from 'sms-segments-calculator';

/** How an SMS travels: GSM-7 (English) fits 160 characters in one part, UCS-2 (Hindi, Urdu) 70. */
export type SmsSize = { encoding: 'GSM-7' | 'UCS-2'; parts: number; characters: number };

/**
 * The parts a gateway bills for a text, counted as the network splits it: GSM-7 160 in one part and 153 per
 * part when split, UCS-2 70 and 67 (each part gives up room for the header that joins them again).
 * Twilio's calculator does the counting: GSM-7's extension characters ({, €, …) take two places, and a
 * character outside GSM-7 turns the whole text into UCS-2.
 */
export function smsSize(text: string): SmsSize {
  const message = new SegmentedMessage(text, 'auto');
  return {
    encoding: message.encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2',
    parts: message.segmentsCount,
    characters: message.numberOfCharacters,
  };
}
