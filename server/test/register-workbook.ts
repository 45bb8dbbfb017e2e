import ExcelJS from 'exceljs';

/**
 * The register of the acceptance, as a committee would keep it in Excel with Hindi headings: 300 rows
 * in 80 households (a Ghar no. column), with exactly these rows that are not as they should be: a 9-digit
 * mobile, an age of 200, one blank row, and the same person twice (in two households, spelt two ways, the same
 * age and father). Every other row is clean, and no two other people look alike.
 */
export const HINDI_HEADINGS = ['घर नं.', 'नाम', 'पिता/पति का नाम', 'रिश्ता', 'उम्र', 'लिंग', 'मोबाइल', 'पता'];

const FIRST = ['Arif', 'Bilal', 'Danish', 'Ehsan', 'Farhan', 'Ghulam', 'Haris', 'Iqbal', 'Junaid', 'Kamran'];
const LAST = ['Ansari', 'Baig', 'Chishti', 'Durrani', 'Farooqui', 'Gilani', 'Hashmi', 'Jafri'];
const WOMEN = [
  'Amna',
  'Bushra',
  'Dilshad',
  'Farzana',
  'Gulnaz',
  'Huma',
  'Iram',
  'Jabeen',
  'Kehkashan',
  'Lubna',
];

export type AcceptanceRows = {
  nineDigitMobile: number;
  ageTwoHundred: number;
  blank: number;
  sameAsRow: number;
  samePerson: number;
  rows: number;
  households: number;
};

/** A unique made-up person name for number n: a letter code keeps every name far from every other. */
const code = (n: number) => {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const at = (k: number) => letters[Math.floor(n / 20 ** k) % 20];
  return `${at(0)}${at(1)}${at(2)}${letters[(n * 7) % 20]}`.toUpperCase();
};

/** The acceptance workbook's bytes, and the spreadsheet rows the dry run must name. */
export async function acceptanceRegister(): Promise<{ bytes: Buffer; rows: AcceptanceRows }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('रजिस्टर');
  sheet.addRow(HINDI_HEADINGS);
  let person = 0;
  let mobile = 7_000_000_000;
  const rowsOf: (string | number | null)[][] = [];
  for (let h = 1; h <= 80; h++) {
    const size = h <= 60 ? 4 : 3; // 60 × 4 + 20 × 3 = 300 rows.
    const headName = `${FIRST[h % 10]} ${code(person++)} ${LAST[h % 8]}`;
    const father = `Abdul ${code(1000 + h)} Sahab`;
    rowsOf.push([
      h,
      headName,
      father,
      'मुखिया',
      30 + Math.floor(h / 2),
      'पुरुष',
      String(mobile++),
      `${h} Mohalla Road`,
    ]);
    rowsOf.push([
      h,
      `${WOMEN[h % 10]} ${code(person++)} Begum`,
      headName,
      'पत्नी',
      20 + Math.floor(h / 2),
      'महिला',
      null,
      null,
    ]);
    for (let c = 2; c < size; c++)
      rowsOf.push([
        h,
        `${FIRST[(h + c) % 10]} ${code(person++)}`,
        headName,
        'बेटा',
        1 + c + Math.floor(h / 8),
        'पुरुष',
        null,
        null,
      ]);
  }
  // Row numbers in the sheet: the heading is row 1, so rowsOf[i] is row i + 2.
  const nineDigitMobile = 10; // a head's row (household 3, 4 rows each: rows 2-5, 6-9, 10-13)
  rowsOf[nineDigitMobile - 2]![6] = '987654321';
  const ageTwoHundred = 21;
  rowsOf[ageTwoHundred - 2]![4] = 200;
  // The same person: household 70's son again as household 71's son, spelt another way, same age and father.
  const sameAsRow = 2 + 60 * 4 + 9 * 3 + 2; // household 70's third row
  const samePerson = sameAsRow + 3; // household 71's third row
  const original = rowsOf[sameAsRow - 2]!;
  rowsOf[samePerson - 2] = [
    71,
    `${String(original[1])}`.replace(/^(\w+) /, 'Mohd $1 '),
    original[2]!,
    'बेटा',
    original[4]!,
    'पुरुष',
    null,
    null,
  ];
  // The blank row: between two households, as a typist leaves one.
  const blank = 2 + 50 * 4;
  rowsOf.splice(blank - 2, 0, [null, null, null, null, null, null, null, null]);
  // The sheet now has 301 rows under the heading; drop the last son of household 80 to keep 300.
  rowsOf.pop();
  for (const row of rowsOf) sheet.addRow(row);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return {
    bytes,
    rows: {
      nineDigitMobile,
      ageTwoHundred,
      blank,
      sameAsRow: sameAsRow + 1,
      samePerson: samePerson + 1,
      rows: 300,
      households: 80,
    },
  };
}
