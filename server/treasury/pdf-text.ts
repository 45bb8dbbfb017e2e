import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { sfntOfWoff } from './woff-to-sfnt';

/**
 * Text in a PDF in English, Hindi and Urdu, with pdfkit. The Noto fonts come from @fontsource, which `npm
 * start` installs (never the system's fonts, which a server may not have). @fontsource splits each font by
 * script, and pdfkit takes one font per run with no fallback, so a line is cut into runs by script and each
 * run set in the file that has its glyphs: the rupee sign is only in the Latin-extended file, digits only in
 * the Latin one. Urdu is set in Noto Naskh Arabic: @fontsource's Noto Nastaliq Urdu crashes fontkit (the
 * engine under pdfkit), and Debian's Nastaliq TTF, which works, is not something `npm start` can rely on.
 * fontkit shapes Arabic script (joined letters) and lays a run of it right to left; pdfkit has no bidi, so a
 * right-to-left line is drawn here run by run from its right end.
 */

const require = createRequire(import.meta.url);
const file = (path: string) => sfntOfWoff(readFileSync(path));

// Each file named in full, so that knip sees the three packages in use.
const FONT_FILES = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  latinExt: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  latinExtBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'),
  deva: require.resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  ),
  devaBold: require.resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  ),
  arab: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
  arabBold: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff'),
} as const;

type FontName = keyof typeof FONT_FILES;
type Script = 'latin' | 'latinExt' | 'deva' | 'arab';

/** A font as fontkit parsed it: pdfkit takes one in place of a file (anything with a `layout`). */
type ParsedFont = { layout: unknown };
let parsed: Record<FontName, ParsedFont> | null = null;

/**
 * The fonts, unwrapped and parsed once per process: fontkit keeps what it decoded and shaped on the font, so
 * every document shares the same ones, and only the first receipt pays for reading Devanagari's and Arabic's
 * shaping tables. fontkit is pdfkit's own, taken from the font pdfkit
 * made of each file, rather than a second copy.
 */
function parsedFonts(): Record<FontName, ParsedFont> {
  if (parsed) return parsed;
  const doc = new PDFDocument({ size: 'A4' });
  const found = {} as Record<FontName, ParsedFont>;
  for (const [name, path] of Object.entries(FONT_FILES) as [FontName, string][]) {
    doc.font(file(path));
    found[name] = (doc as unknown as { _font: { font: ParsedFont } })._font.font;
  }
  doc.end();
  parsed = found;
  return found;
}

/** A new A4 document with the Noto fonts registered. */
export function newDocument(info: { Title: string }): PDFKit.PDFDocument {
  const fonts = parsedFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { ...info, Producer: 'Anjuman' } });
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as unknown as Buffer);
  doc.font('latin');
  return doc;
}

/** The document's bytes once it is ended. */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function scriptOf(code: number): Script | null {
  // A space or a zero-width joiner is in every file: it stays in the run it is in.
  if (code === 0x20 || code === 0x200c || code === 0x200d) return null;
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'deva';
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  )
    return 'arab';
  // General punctuation (dashes, quotes, the ellipsis) is in the Latin file; currency signs are not.
  if (code >= 0x2000 && code <= 0x206f) return 'latin';
  if (code > 0xff) return 'latinExt';
  return 'latin';
}

type Run = { script: Script; text: string };

/** A text cut into runs of one script each. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += char;
    else runs.push({ script: script ?? 'latin', text: char });
  }
  return runs;
}

const fontOf = (script: Script, bold: boolean): FontName => (bold ? `${script}Bold` : script);

type LineOptions = { size: number; bold?: boolean; color?: string; align?: 'left' | 'right' };

type Piece = { font: FontName; text: string };

/**
 * A line's pieces in the order they are drawn, left to right. A line with Arabic script in it reads right to
 * left: its runs go in reverse order, and so do the words of each Arabic run, which are drawn one by one with
 * the space between them placed here (fontkit drops some spaces when it lays a whole run right to left).
 */
function piecesOf(text: string, bold: boolean): Piece[] {
  const runs = runsOf(text);
  if (!runs.some((r) => r.script === 'arab'))
    return runs.map((r) => ({ font: fontOf(r.script, bold), text: r.text }));
  const pieces: Piece[] = [];
  for (const run of runs.reverse()) {
    const font = fontOf(run.script, bold);
    if (run.script !== 'arab') pieces.push({ font, text: run.text });
    else
      for (const [i, word] of run.text.split(' ').reverse().entries()) {
        if (i > 0) pieces.push({ font: fontOf('latin', bold), text: ' ' });
        if (word) pieces.push({ font, text: word });
      }
  }
  return pieces;
}

/** The width a one-line text takes. */
function lineWidth(doc: PDFKit.PDFDocument, text: string, options: LineOptions): number {
  let width = 0;
  for (const piece of piecesOf(text, options.bold ?? false)) {
    doc.font(piece.font).fontSize(options.size);
    width += doc.widthOfString(piece.text);
  }
  return width;
}

/** One line (no wrapping) at `y`, from `x` (left) or ending at `x + width` (right). */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: LineOptions,
): void {
  let at = options.align === 'right' ? x + width - lineWidth(doc, text, options) : x;
  doc.fillColor(options.color ?? '#000000');
  for (const piece of piecesOf(text, options.bold ?? false)) {
    doc.font(piece.font).fontSize(options.size);
    doc.text(piece.text, at, y, { lineBreak: false });
    at += doc.widthOfString(piece.text);
  }
}

/**
 * A text that may wrap, in `width` from `x`, `y`; answers the height it took. A donor's own words (a name, an
 * address) in Urdu are wrapped here word by word and set right-aligned; any other text is left-aligned, its
 * runs following one another in the text's order.
 */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: Omit<LineOptions, 'align'>,
): number {
  const runs = runsOf(text);
  const bold = options.bold ?? false;
  if (runs.some((r) => r.script === 'arab')) {
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && lineWidth(doc, `${last} ${word}`, options) <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const height = options.size * 1.6;
    for (const [i, line] of lines.entries())
      drawLine(doc, line, x, y + i * height, width, { ...options, align: 'right' });
    return lines.length * height;
  }
  doc.fillColor(options.color ?? '#000000');
  runs.forEach((run, i) => {
    doc.font(fontOf(run.script, bold)).fontSize(options.size);
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, y, { width, continued });
    else doc.text(run.text, { continued });
  });
  return doc.y - y;
}
