import Papa from 'papaparse';
import {
  MOSQUE_CSV_COLUMNS,
  MOSQUE_CSV_OPTIONAL_COLUMNS,
  MOSQUE_IMPORT_MAX_ROWS,
} from '../../domain/functions/places';
import { messageCodeOf, type Said, say } from '../../domain/messages';
import { mosquePointSchema } from '../../domain/prayer-times/point-schema';
import { addressSchema, mosqueCodeSchema, placeNameSchema, webAddressSchema } from '../../domain/schemas';
import * as z from '../../domain/zod';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';

/**
 * The masjid spreadsheet as CSV (papaparse): the first row names the columns (MOSQUE_CSV_COLUMNS, in any order,
 * any case; Latitude and Longitude may be left out), and each row after it is one masjid. Rows are numbered as a spreadsheet numbers them, the header
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
  /** Both null: the row gives no point (the masjid's times cannot be shown until an admin gives one). */
  latitude: number | null;
  longitude: number | null;
};

type Column = (typeof MOSQUE_CSV_COLUMNS)[number];
type PointColumn = (typeof MOSQUE_CSV_OPTIONAL_COLUMNS)[number];
type TextColumn = Exclude<Column, PointColumn>;
type TextKey = Exclude<keyof SheetMosque, 'row' | 'latitude' | 'longitude'>;

const isPointColumn = (c: Column): c is PointColumn =>
  (MOSQUE_CSV_OPTIONAL_COLUMNS as readonly Column[]).includes(c);
const TEXT_COLUMNS = MOSQUE_CSV_COLUMNS.filter((c): c is TextColumn => !isPointColumn(c));

const FIELD_OF: Record<TextColumn, { key: TextKey; schema: z.ZodMiniType<string> }> = {
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

/** Which cell of a row holds each column (none for a point column the file leaves out), or the columns it lacks. */
function columnIndex(
  header: string[],
): { index: Record<TextColumn, number> & Partial<Record<PointColumn, number>> } | { missing: Column[] } {
  const position = new Map(header.map((h, i) => [normalise(h), i]));
  const missing = TEXT_COLUMNS.filter((c) => !position.has(normalise(c)));
  if (missing.length > 0) return { missing };
  const present = MOSQUE_CSV_COLUMNS.filter((c) => position.has(normalise(c)));
  return {
    index: Object.fromEntries(present.map((c) => [c, position.get(normalise(c))!])) as Record<
      TextColumn,
      number
    >,
  };
}

/** A coordinate as a spreadsheet writes it: decimal degrees, a point for the decimals ('28.6507'). */
const DEGREES = /^[+-]?\d{1,3}(?:\.\d+)?$/;

/**
 * The row's point from its Latitude and Longitude cells: both empty is no point; one alone, a cell that is not a
 * number of degrees, or a point outside India (mosquePointSchema, as the masjid form checks it) is the row's problem.
 */
function readPoint(
  latitudeCell: string,
  longitudeCell: string,
): { latitude: number | null; longitude: number | null } | Said {
  const [latitude, longitude] = [latitudeCell.trim(), longitudeCell.trim()];
  if (!latitude && !longitude) return { latitude: null, longitude: null };
  if (!latitude || !longitude) return say('importPointHalf');
  if (!DEGREES.test(latitude) || !DEGREES.test(longitude)) return say('importPointUnreadable');
  const parsed = z.safeParse(mosquePointSchema, { latitude: Number(latitude), longitude: Number(longitude) });
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    return { message, messageCode: messageCodeOf(message) ?? 'invalidInput' };
  }
  return { latitude: Number(latitude), longitude: Number(longitude) };
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
      columns: TEXT_COLUMNS.join(', '),
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
    const cellOf = (column: Column) => {
      const at = columns.index[column];
      return at === undefined ? '' : (cells[at] ?? '').replace(ESCAPED_FORMULA, '');
    };
    for (const column of TEXT_COLUMNS) {
      const raw = cellOf(column);
      const { key, schema } = FIELD_OF[column];
      const parsed = z.safeParse(schema, raw);
      if (parsed.success) {
        mosque[key] = parsed.data;
      } else {
        rowIsRight = false;
        problems.push({ row, ...cellProblem(column, parsed.error.issues[0]!.message, raw.trim() === '') });
      }
    }
    const point = readPoint(cellOf('Latitude'), cellOf('Longitude'));
    if ('message' in point) {
      rowIsRight = false;
      problems.push({ row, ...point });
    } else {
      Object.assign(mosque, point);
    }
    if (rowIsRight) mosques.push(mosque);
  }
  return { rows: filled.length, mosques, problems };
}

/**
 * The sheet of these masjids, as an export writes it: a byte order mark so spreadsheets read it as UTF-8, and
 * empty Latitude and Longitude cells for a masjid without a point.
 */
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
    r.latitude === null ? '' : String(r.latitude),
    r.longitude === null ? '' : String(r.longitude),
  ]);
  return `${spreadsheetCsv(MOSQUE_CSV_COLUMNS, data)}\r\n`;
}
