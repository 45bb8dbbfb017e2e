import Papa from 'papaparse';
import { MOSQUE_CSV_COLUMNS, MOSQUE_IMPORT_MAX_ROWS } from '../../domain/functions/places';
import { messageCodeOf, type Said, say } from '../../domain/messages';
import { addressSchema, mosqueCodeSchema, placeNameSchema, webAddressSchema } from '../../domain/schemas';
import * as z from '../../domain/zod';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';

/**
 * The masjid spreadsheet as CSV (papaparse): the first row names the columns (MOSQUE_CSV_COLUMNS, in any order,
 * any case), and each row after it is one masjid. Rows are numbered as a spreadsheet numbers them, the header
 * being row 1, so a problem points at the row the admin sees.
 */

export type SheetProblem = { row: number } & Said;

/** One masjid of the sheet, its fields checked by the shared schemas (trimmed, white space collapsed). */
export type SheetMosque = {
  row: number;
  state: string;
  district: string;
  city: string;
  locality: string;
  mosqueId: string;
  name: string;
  address: string;
  url: string;
};

type Column = (typeof MOSQUE_CSV_COLUMNS)[number];

const FIELD_OF: Record<Column, { key: keyof Omit<SheetMosque, 'row'>; schema: z.ZodMiniType<string> }> = {
  State: { key: 'state', schema: placeNameSchema },
  District: { key: 'district', schema: placeNameSchema },
  City: { key: 'city', schema: placeNameSchema },
  Locality: { key: 'locality', schema: placeNameSchema },
  'Mosque ID': { key: 'mosqueId', schema: mosqueCodeSchema },
  Name: { key: 'name', schema: placeNameSchema },
  Address: { key: 'address', schema: addressSchema },
  URL: { key: 'url', schema: webAddressSchema },
};

const PLACE_COLUMNS: readonly Column[] = ['State', 'District', 'City', 'Locality'];

const BYTE_ORDER_MARK = '\uFEFF';
/** A cell an export wrote with a leading quote so a spreadsheet would not run it as a formula. */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** Which cell of a row holds each column, or the columns the header lacks. */
function columnIndex(header: string[]): { index: Record<Column, number> } | { missing: Column[] } {
  const position = new Map(header.map((h, i) => [normalise(h), i]));
  const missing = MOSQUE_CSV_COLUMNS.filter((c) => !position.has(normalise(c)));
  if (missing.length > 0) return { missing };
  return {
    index: Object.fromEntries(MOSQUE_CSV_COLUMNS.map((c) => [c, position.get(normalise(c))!])) as Record<
      Column,
      number
    >,
  };
}

/**
 * What is wrong with a cell: a missing state, district, city or locality names its column; any other cell
 * says what the masjid form says ('Please enter URL'), by its catalogue code.
 */
function cellProblem(column: Column, message: string, blank: boolean): Said {
  if (blank && PLACE_COLUMNS.includes(column)) return say('importFieldRequired', { column });
  return { message, messageCode: messageCodeOf(message) ?? 'invalidInput' };
}

export type Sheet = {
  /** The rows that hold anything, the header aside. */
  rows: number;
  mosques: SheetMosque[];
  problems: SheetProblem[];
};

/** Reads the sheet: each masjid with its fields checked, and every problem by row. */
export function readMosqueSheet(text: string): Sheet {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const { data } = Papa.parse<string[]>(body, { skipEmptyLines: false });
  const [header = [], ...lines] = data;
  const columns = columnIndex(header);
  if ('missing' in columns) {
    const problem = say('importColumnsMissing', {
      columns: MOSQUE_CSV_COLUMNS.join(', '),
      missing: columns.missing.join(', '),
    });
    return { rows: 0, mosques: [], problems: [{ row: 1, ...problem }] };
  }
  const filled = lines
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return { rows: 0, mosques: [], problems: [{ row: 1, ...say('importEmpty') }] };
  if (filled.length > MOSQUE_IMPORT_MAX_ROWS) {
    return {
      rows: filled.length,
      mosques: [],
      problems: [{ row: 1, ...say('importTooManyRows', { count: MOSQUE_IMPORT_MAX_ROWS }) }],
    };
  }

  const mosques: SheetMosque[] = [];
  const problems: SheetProblem[] = [];
  for (const { cells, row } of filled) {
    const mosque = { row } as SheetMosque;
    let rowIsRight = true;
    for (const column of MOSQUE_CSV_COLUMNS) {
      const raw = (cells[columns.index[column]] ?? '').replace(ESCAPED_FORMULA, '');
      const { key, schema } = FIELD_OF[column];
      const parsed = z.safeParse(schema, raw);
      if (parsed.success) {
        mosque[key] = parsed.data;
      } else {
        rowIsRight = false;
        problems.push({ row, ...cellProblem(column, parsed.error.issues[0]!.message, raw.trim() === '') });
      }
    }
    if (rowIsRight) mosques.push(mosque);
  }
  return { rows: filled.length, mosques, problems };
}

/** The sheet of these masjids, as an export writes it: a byte order mark so spreadsheets read it as UTF-8. */
export function writeMosqueSheet(rows: Omit<SheetMosque, 'row'>[]): string {
  const data = rows.map((r) => [
    r.state,
    r.district,
    r.city,
    r.locality,
    r.mosqueId,
    r.name,
    r.address,
    r.url,
  ]);
  return `${spreadsheetCsv(MOSQUE_CSV_COLUMNS, data)}\r\n`;
}
