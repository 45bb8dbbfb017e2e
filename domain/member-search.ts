/** The fewest digits the directory searches a mobile number by: three would match a thousandth of everyone. */
const MOBILE_SEARCH_MIN_DIGITS = 4;

const DIGIT_ZEROS = [0x0966, 0x06f0, 0x0660]; // Devanagari, Urdu's (Extended Arabic-Indic), Arabic-Indic

/**
 * The digits a committee typed into the directory's name filter to find a member by mobile number, or null
 * when it is a name: digits alone, written as a number is written ("0476", "98111 00001", "+91 98111-00001"),
 * 4 to 10 of them once a +91 or a 0 before the ten is dropped. The directory matches them against the end of
 * each number, so 10 digits are the whole number. Devanagari and Urdu digits are read as the same digits, as
 * phones set to Hindi or Urdu type them.
 */
export function mobileSearchDigits(text: string): string | null {
  const western = text.trim().replace(/[\u0966-\u096f\u06f0-\u06f9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - DIGIT_ZEROS.find((zero) => code >= zero && code <= zero + 9)!);
  });
  if (!/^\+?\d[\d\s-]*$/.test(western)) return null;
  let digits = western.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= MOBILE_SEARCH_MIN_DIGITS && digits.length <= 10 ? digits : null;
}
