import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { type Said, say } from '../../domain/messages';
import { REGISTER_MAX_ROWS } from '../../domain/register/register-limits';
import type { RawCell } from '../../domain/register/register-row';

/** One row under the headings, by the spreadsheet's own number (the heading is row 1), its cells in column order. */
export type SheetRow = { row: number; cells: RawCell[] };

/** A register file read: its headings in order and every row under them up to the last that holds anything. */
export type RegisterSheet = { columns: string[]; rows: SheetRow[] };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const BYTE_ORDER_MARK = '\uFEFF';
const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((b, i) => bytes[i] === b);
const blankCell = (cell: RawCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** A cell of exceljs as a plain value: rich text's words, a formula's result, a link's text. */
function plainCell(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return plainCell((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
  }
  return null;
}

/** Headings as the mapping screen shows them; an empty one is named by its column, a repeated one numbered. */
function headings(cells: RawCell[]): string[] {
  const seen = new Set<string>();
  return cells.map((cell, i) => {
    let heading =
      String(cell ?? '')
        .replace(/\s+/g, ' ')
        .trim() || `Column ${i + 1}`;
    for (let n = 2; seen.has(heading); n++) heading = `${heading} (${n})`;
    seen.add(heading);
    return heading;
  });
}

/** The rows after the heading, those at the end that hold nothing left off. */
function bodyRows(rows: SheetRow[]): SheetRow[] {
  let last = rows.length - 1;
  while (last >= 0 && rows[last]!.cells.every(blankCell)) last--;
  return rows.slice(0, last + 1);
}

type StreamedRow = { number: number; values: ExcelJS.CellValue[] };

/**
 * The first worksheet that holds anything, its rows by number (each row's values from column 1), read as a
 * stream: the workbook's model is never built (its styles, its cells as objects), which took three times as
 * long on a 50,000-row register (bench/register-import.ts). Shared strings and date formats are kept to read
 * the cells as the workbook shows them. null when the sheet holds more rows than a register may.
 */
async function firstSheetRows(bytes: Uint8Array): Promise<Map<number, ExcelJS.CellValue[]> | null> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const worksheets = reader as unknown as AsyncIterable<AsyncIterable<StreamedRow>>;
  for await (const worksheet of worksheets) {
    const rows = new Map<number, ExcelJS.CellValue[]>();
    for await (const row of worksheet) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      if (values.every((v) => v === null || v === undefined)) continue;
      rows.set(row.number, values);
      if (rows.size > REGISTER_MAX_ROWS + 1) return null;
    }
    if (rows.size > 0) return rows;
  }
  return new Map();
}

async function readXlsx(bytes: Uint8Array): Promise<RegisterSheet | Said> {
  let found: Map<number, ExcelJS.CellValue[]> | null;
  try {
    found = await firstSheetRows(bytes);
  } catch {
    return say('registerFileNotSpreadsheet');
  }
  if (!found) return say('registerFileTooManyRows', { max: REGISTER_MAX_ROWS });
  if (found.size === 0) return say('registerFileEmpty');
  const numbers = [...found.keys()];
  const last = Math.max(...numbers);
  const width = Math.max(...[...found.values()].map((v) => v.length));
  // A row the file leaves out is blank, as the spreadsheet shows it.
  const cellsOf = (r: number) => {
    const values = found.get(r) ?? [];
    return Array.from({ length: width }, (_, c) => plainCell(values[c] ?? null));
  };
  // The heading is the first row that holds anything (a title row above it is rare, and still row 1 here).
  let headingRow = 1;
  while (headingRow <= last && cellsOf(headingRow).every(blankCell)) headingRow++;
  const rows: SheetRow[] = [];
  for (let r = headingRow + 1; r <= last; r++) rows.push({ row: r, cells: cellsOf(r) });
  return { columns: headings(cellsOf(headingRow)), rows: bodyRows(rows) };
}

/** A CSV's text: UTF-8 (with or without its mark), or UTF-16 as Excel saves "Unicode text"; else Windows-1252. */
function csvText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Uint8Array): RegisterSheet | Said {
  const decoded = csvText(bytes);
  if (decoded === null) return say('registerFileNotSpreadsheet');
  const text = decoded.startsWith(BYTE_ORDER_MARK) ? decoded.slice(1) : decoded;
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const [heading = [], ...lines] = data;
  if (heading.every((c) => c.trim() === '')) return say('registerFileEmpty');
  const rows = bodyRows(lines.map((cells, i) => ({ row: i + 2, cells })));
  if (rows.length > REGISTER_MAX_ROWS) return say('registerFileTooManyRows', { max: REGISTER_MAX_ROWS });
  return { columns: headings(heading), rows };
}

/**
 * A register file as rows, by its name and its bytes: an Excel workbook (.xlsx, its first sheet that holds
 * anything) or a CSV. Anything else, or bytes that are not what the name says, is not a spreadsheet.
 */
export async function readRegisterSheet(fileName: string, bytes: Uint8Array): Promise<RegisterSheet | Said> {
  const name = fileName.trim().toLowerCase();
  let sheet: RegisterSheet | Said;
  if (name.endsWith('.xlsx'))
    sheet = isZip(bytes) ? await readXlsx(bytes) : say('registerFileNotSpreadsheet');
  else if (name.endsWith('.csv')) sheet = isZip(bytes) ? say('registerFileNotSpreadsheet') : readCsv(bytes);
  else sheet = say('registerFileNotSpreadsheet');
  if ('messageCode' in sheet) return sheet;
  if (sheet.rows.length === 0) return say('registerFileEmpty');
  if (sheet.rows.length > REGISTER_MAX_ROWS)
    return say('registerFileTooManyRows', { max: REGISTER_MAX_ROWS });
  return sheet;
}
