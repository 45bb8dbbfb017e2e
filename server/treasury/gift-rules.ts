import { and, desc, eq } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { LANGUAGES, type Language } from '../../domain/languages';
import { say } from '../../domain/messages';
import { CHANDA_FUND_KEY } from '../../domain/treasury/default-funds';
import { TREASURY_MESSAGES as T } from '../../domain/treasury/treasury-messages';
import type { Db } from '../db/client';
import { mosqueTreasuries, smsOutbox, type treasuryFunds } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError, invalidFields } from '../protocol/app-error';

type Fund = typeof treasuryFunds.$inferSelect;
type Treasury = typeof mosqueTreasuries.$inferSelect;

/**
 * A masjid's treasury settings, or a 404 saying it has not set up giving: without a UPI id and a trust there
 * is nothing to pay to and no receipt to print (docs/decisions/0013-baitul-maal.md).
 */
export async function setUpTreasury(db: Db | Tx, mosqueId: string): Promise<Treasury> {
  const [treasury] = await db.select().from(mosqueTreasuries).where(eq(mosqueTreasuries.mosqueId, mosqueId));
  if (!treasury) throw new AppError('NOT_FOUND', say('treasuryNotSet'));
  return treasury;
}

/**
 * The months of chanda a gift pays, checked: only the General fund takes chanda, only where the masjid asks
 * for it, and the amount is the monthly chanda times the months, so the household's paid months and the fund's
 * money always agree. A field refusal (400) otherwise; no months for any other gift.
 */
export function chandaMonthsOf(
  treasury: Treasury,
  fund: Fund,
  amountPaise: number,
  months: readonly string[] | undefined,
): string[] {
  if (!months || months.length === 0) return [];
  if (fund.key !== CHANDA_FUND_KEY)
    throw invalidFields([{ path: 'chandaMonths', message: T.chandaFundOnly }]);
  if (!treasury.chandaPaise) throw invalidFields([{ path: 'chandaMonths', message: T.chandaNotAsked }]);
  const unique = [...new Set(months)].sort();
  if (amountPaise !== treasury.chandaPaise * unique.length)
    throw invalidFields([{ path: 'amountPaise', message: T.chandaAmountMismatch }]);
  return unique;
}

/** A closed fund takes no gift: a field refusal, as a member picked it from a list that has since changed. */
export function refuseClosedFund(fund: Fund): void {
  if (fund.closedAt) throw invalidFields([{ path: 'fundId', message: T.fundIsClosed }]);
}

const CC = COUNTRY_PREFIX.slice(1);

/**
 * The language a member reads the portal in, as far as it knows one: users keep no language column, so it is
 * that of their latest sign-in code (the portal's language when they signed in), as urgent alerts' SMS are;
 * English when there is none. It is the second language of their receipt and of its SMS.
 */
export async function languageOfMember(db: Db | Tx, mobile: string | null): Promise<Language> {
  if (!mobile) return 'en';
  const [latest] = await db
    .select({ language: smsOutbox.language })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, `${CC}${mobile}`), eq(smsOutbox.purpose, 'otp')))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  const language = latest?.language ?? 'en';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}
