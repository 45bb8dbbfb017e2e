/**
 * An Indian mobile number as a gateway may write it in its words: ten digits from 6 to 9, alone or after 91,
 * +91, 0091 or 0, with spaces, dots, dashes or brackets between the digits. No digit just before or after, so
 * a DLT template id (19 digits) or a request id keeps its digits. No word boundary either: a JSON-escaped body
 * puts a letter right before the number ("\n9876543210").
 */
const INDIAN_NUMBER =
  /(?<!\d)(?:(?:\+|00)?91[\s().-]{0,2}|0[\s().-]{0,2})?[6-9](?:[\s().-]{0,2}\d){9}(?!\d)/g;

/**
 * The text with every Indian mobile number in it cut to its last 4 digits ("…3210"), as /admin/sms shows a
 * number: a gateway's refusal that quotes the number ("invalid number 919876543210") must not put it in a log,
 * the outbox or the admin's page.
 */
export function maskPhoneNumbers(text: string): string {
  return text.replace(INDIAN_NUMBER, (number) => `\u2026${number.replace(/\D/g, '').slice(-4)}`);
}
