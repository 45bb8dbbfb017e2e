import { SegmentedMessage } from 'sms-segments-calculator';

/** How an SMS travels: GSM-7 (English) fits 160 characters in one part, UCS-2 (Hindi, Urdu) 70. */
export type SmsSize = {
  encoding: 'GSM-7' | 'UCS-2';
  parts: number;
  /** What the part limits count: GSM-7 septets (an extension character is two), or UTF-16 units. */
  characters: number;
};

/**
 * The parts a gateway bills for a text, counted as the network splits it: GSM-7 160 in one part and 153 per
 * part when split, UCS-2 70 and 67 (each part gives up room for the header that joins them again).
 * Twilio's calculator does the counting: GSM-7's extension characters ({, €, …) take two places, and a
 * character outside GSM-7 turns the whole text into UCS-2.
 */
export function smsSize(text: string): SmsSize {
  const message = new SegmentedMessage(text, 'auto');
  const gsm = message.encodingName === 'GSM-7';
  return {
    encoding: gsm ? 'GSM-7' : 'UCS-2',
    parts: message.segmentsCount,
    // A Devanagari vowel sign is a character of its own in UCS-2, though it joins the letter before it.
    characters: gsm ? message.numberOfCharacters : text.length,
  };
}
