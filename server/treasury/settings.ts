import { asc, eq } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { DEFAULT_FUNDS, DEFAULT_ZAKAT_PURPOSES } from '../../domain/treasury/default-funds';
import { indiaMonthOf } from '../../domain/treasury/india-date';
import { TREASURY_MESSAGES as T } from '../../domain/treasury/treasury-messages';
import { mosqueTreasuries, treasuryClosedMonths, treasuryFunds } from '../db/schema';
import { invalidFields } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { fundsOf } from './funds';
import { maskedPan, treasuryMosque } from './treasury-access';
import { withTreasuryWrite } from './treasury-write';

type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;
type Settings = typeof mosqueTreasuries.$inferSelect;
type Registration = { number: string; validFrom: string | null; validTo: string | null };

/**
 * Whether this portal has the optional payment gateway. The gateway's part adds `payments` to the config
 * (server/config.ts); until it lands, its absence reads as no gateway.
 */
const hasGateway = (config: Ctx['config']) => Boolean((config as { payments?: unknown }).payments);

/** A masjid's treasury as its keepers see it: the settings, every fund (one query) and the months closed. */
export async function mosqueTreasury(
  ctx: Ctx,
  input: ParsedInput<'getMosqueTreasury'>,
): Promise<FunctionOutput<'getMosqueTreasury'>> {
  const mosque = await treasuryMosque(ctx.db, ctx.caller, input.mosqueId);
  const [[settings], funds, closed] = await Promise.all([
    ctx.db.select().from(mosqueTreasuries).where(eq(mosqueTreasuries.mosqueId, mosque.id)),
    fundsOf(ctx.db, mosque.id),
    ctx.db
      .select({ month: treasuryClosedMonths.month })
      .from(treasuryClosedMonths)
      .where(eq(treasuryClosedMonths.mosqueId, mosque.id))
      .orderBy(asc(treasuryClosedMonths.month)),
  ]);
  return {
    mosque: { id: mosque.id, mosqueId: mosque.code, name: mosque.name },
    // The trust's own PAN: its keepers print it on every receipt, so they see it in full.
    settings: settings ? presentSettings(settings) : null,
    funds,
    closedMonths: closed.map((c) => c.month),
    gateway: hasGateway(ctx.config),
  };
}

function presentSettings(s: Settings) {
  return {
    upiId: s.upiId,
    payeeName: s.payeeName,
    legalName: s.legalName,
    address: s.address,
    pan: s.pan,
    registration80G: s.registration80G
      ? {
          number: s.registration80G,
          validFrom: s.registration80GValidFrom,
          validTo: s.registration80GValidTo,
        }
      : null,
    chandaPaise: s.chandaPaise,
    zakatPurposes: s.zakatPurposes,
    receiptPrefix: s.receiptPrefix,
  };
}

/** The 80G registration as typed: a number alone, or with its validity; null clears it; absent keeps it. */
function registrationOf(
  input: ParsedInput<'updateMosqueTreasury'>['registration80G'],
  before: Settings | undefined,
): Registration | null {
  if (input === undefined)
    return before?.registration80G
      ? {
          number: before.registration80G,
          validFrom: before.registration80GValidFrom,
          validTo: before.registration80GValidTo,
        }
      : null;
  if (input === null) return null;
  if (typeof input === 'string') return { number: input, validFrom: null, validTo: null };
  const registration = {
    number: input.number,
    validFrom: input.validFrom ?? null,
    validTo: input.validTo ?? null,
  };
  if (registration.validFrom && registration.validTo && registration.validTo < registration.validFrom)
    throw invalidFields([{ path: 'registration80G.validTo', message: T.registration80GValidity }]);
  return registration;
}

/**
 * Saves a masjid's treasury settings. The first save sets up the treasury: the receipts' prefix is the
 * masjid's code then and never changes after (a receipt number, once printed, must stay the masjid's), the
 * Zakat-eligible purposes start as the eight of at-Tawbah 9:60, and the six default funds open, so that Zakat
 * is kept apart from the start (docs/decisions/0013-baitul-maal.md).
 */
export async function updateMosqueTreasury(
  ctx: Ctx,
  input: ParsedInput<'updateMosqueTreasury'>,
): Promise<FunctionOutput<'updateMosqueTreasury'>> {
  return withTreasuryWrite(
    ctx.db,
    ctx.caller,
    'updateMosqueTreasury',
    input.idempotencyKey,
    async (tx, audit) => {
      const mosque = await treasuryMosque(tx, ctx.caller, input.mosqueId);
      const [before] = await tx
        .select()
        .from(mosqueTreasuries)
        .where(eq(mosqueTreasuries.mosqueId, mosque.id))
        .for('update');
      const registration = registrationOf(input.registration80G, before);
      const chandaPaise = input.chandaPaise === undefined ? (before?.chandaPaise ?? null) : input.chandaPaise;
      // The month chanda is first asked from: the households' months due are counted from it.
      const chandaFrom = chandaPaise === null ? null : (before?.chandaFrom ?? indiaMonthOf(new Date()));
      const values = {
        upiId: input.upiId,
        payeeName: input.payeeName,
        legalName: input.legalName,
        address: input.address,
        pan: input.pan,
        registration80G: registration?.number ?? null,
        registration80GValidFrom: registration?.validFrom ?? null,
        registration80GValidTo: registration?.validTo ?? null,
        chandaPaise,
        chandaFrom,
        zakatPurposes: input.zakatPurposes ?? before?.zakatPurposes ?? [...DEFAULT_ZAKAT_PURPOSES],
      };
      if (before) {
        await tx.update(mosqueTreasuries).set(values).where(eq(mosqueTreasuries.mosqueId, mosque.id));
      } else {
        // Two first saves at once: the second waits on the primary key, then updates what the first made.
        await tx
          .insert(mosqueTreasuries)
          .values({ mosqueId: mosque.id, receiptPrefix: mosque.code, ...values })
          .onConflictDoUpdate({ target: mosqueTreasuries.mosqueId, set: values });
        await tx
          .insert(treasuryFunds)
          .values(DEFAULT_FUNDS.map((f) => ({ mosqueId: mosque.id, key: f.key, name: f.name })))
          .onConflictDoNothing();
      }
      await audit(
        'treasury.settings',
        { type: 'mosque', id: mosque.id },
        before ? auditSnapshot(before) : null,
        auditSnapshot({ ...before, ...values }),
      );
      return { pass: true as const, ...say('treasurySaved') };
    },
  );
}

/** The audit trail keeps what changed, with the PAN masked: the trail is read more widely than the settings. */
function auditSnapshot(s: Omit<Settings, 'mosqueId' | 'receiptPrefix' | 'updatedAt'> & Partial<Settings>) {
  return {
    upiId: s.upiId,
    payeeName: s.payeeName,
    legalName: s.legalName,
    address: s.address,
    pan: maskedPan(s.pan),
    registration80G: s.registration80G,
    registration80GValidFrom: s.registration80GValidFrom,
    registration80GValidTo: s.registration80GValidTo,
    chandaPaise: s.chandaPaise,
    zakatPurposes: s.zakatPurposes,
  };
}
