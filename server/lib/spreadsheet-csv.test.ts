import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './spreadsheet-csv';

const cells = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data[1];

describe('spreadsheetCsv', () => {
  it('writes a phone number as it is: a plus and digits are not a formula', () => {
    expect(cells(spreadsheetCsv(['Mobile'], [['+919876543210']]))).toEqual(['+919876543210']);
  });

  it('still escapes every cell a spreadsheet would run as a formula', () => {
    const risky = ['=HYPERLINK("x")', '+1+2', '+91 98765 43210', '-2+3', '@SUM(A1)', '\tx', '+cmd'];
    expect(cells(spreadsheetCsv(risky, [risky]))).toEqual(risky.map((cell) => `'${cell}`));
  });

  it('starts with a byte order mark and ends rows with CRLF', () => {
    expect(spreadsheetCsv(['A'], [['1'], ['2']])).toBe('\uFEFFA\r\n1\r\n2');
  });
});
