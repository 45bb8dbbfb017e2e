import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: one that starts with = + - @, a tab or a carriage return. A phone
 * number in international form ('+919876543210': a plus and digits alone) is not one, and keeps its plus
 * without the apostrophe that escaping adds: a spreadsheet reads it as the number it is.
 */
export const FORMULA_CELL = /^(?!\+\d{6,15}$)[=+\-@\t\r]/;

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A CSV file that spreadsheets open safely: papaparse quoting, formula cells escaped with a leading apostrophe,
 * Windows line ends, and a byte order mark so that they read Hindi and Urdu text.
 */
export function spreadsheetCsv(fields: readonly string[], data: string[][]): string {
  return `${BYTE_ORDER_MARK}${Papa.unparse({ fields: [...fields], data }, { escapeFormulae: FORMULA_CELL, newline: '\r\n' })}`;
}
