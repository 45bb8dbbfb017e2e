/**
 * How a receipt reads in the columns of Rule 18AB's Form 10BD and Form 10BE (the 80G statement of donations
 * and each donor's certificate), so that the two always agree.
 */

/**
 * The donation's type: a gift to the Construction fund is given for that one purpose, a specific grant; every
 * other fund (Zakat, Sadaqah, the operating fund…) is "Others". None is corpus: a committee that takes a corpus
 * gift says so in the trust's own books.
 */
export function form10BType(fundKey: string | null): 'Specific grant' | 'Others' {
  return fundKey === 'construction' ? 'Specific grant' : 'Others';
}

/** The mode of receipt: cash, or an electronic mode (UPI, a bank transfer, a gateway, an account payee cheque). */
export function form10BMode(mode: string): 'Cash' | 'Electronic modes including account payee cheque/draft' {
  return mode === 'cash' ? 'Cash' : 'Electronic modes including account payee cheque/draft';
}
