/**
 * India's financial year runs from 1 April to 31 March, and a receipt's number counts within one
 * (`<prefix>/2026-27/000123`). Dates here are India's calendar dates, 'YYYY-MM-DD'.
 */

/** The financial year of a date: 2026-12-03 and 2027-03-31 are '2026-27'; 2027-04-01 is '2027-28'. */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last dates of a financial year: '2026-27' is 2026-04-01 to 2027-03-31. */
export function financialYearDays(financialYear: string): { from: string; to: string } {
  const start = Number(financialYear.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** A financial year as written: '2026-27', its second half the year after the first. */
export function isFinancialYear(text: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** The twelve months of a financial year, 'YYYY-MM', April first. */
export function monthsOfFinancialYear(financialYear: string): string[] {
  const start = Number(financialYear.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 3) % 12) + 1;
    const year = i < 9 ? start : start + 1;
    return `${year}-${String(month).padStart(2, '0')}`;
  });
}

/** The receipt number as printed: `AM-OLD/2026-27/000123`. */
export function receiptNumberText(prefix: string, financialYear: string, number: number): string {
  return `${prefix}/${financialYear}/${String(number).padStart(6, '0')}`;
}
