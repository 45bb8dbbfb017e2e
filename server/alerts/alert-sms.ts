import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { LANGUAGES, type Language } from '../../domain/languages';
import { say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { alerts, smsOutbox, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { mayChangeAlert, orNotFound } from '../policy/checks';
import type { SessionUser } from '../protocol/caller';
import type { ServiceContext } from '../protocol/context';
import { alertSmsAllowed, allowAlertSms } from '../sms/alert-sms-setting';
import { batchBudgetLeft, reserveBatchBudget } from '../sms/budget-share';
import { recordManySms } from '../sms/outbox';
import { renderSms, type SmsTemplates } from '../sms/templates';

type AlertRow = typeof alerts.$inferSelect;
type Said = { message: string; messageCode?: string; messageParams?: Record<string, string | number> };

/** An urgent SMS's news goes stale: it is tried for a day at most, and never past the alert's end. */
const SMS_LIFE_MS = 24 * 3_600_000;
const CC = COUNTRY_PREFIX.slice(1);

/**
 * The members an alert's SMS goes to: members (not staff) who accepted the privacy notice, agreed on Profile to
 * urgent alerts by SMS, are not suspended and have a number, in the alert's area, by the area columns each
 * member carries (one index range). The preview counts by the same condition, so it counts only them.
 */
function audienceOf(alert: AlertRow): SQL {
  const member = and(
    eq(users.role, 'user'),
    isNotNull(users.noticeVersion),
    eq(users.alertSmsConsent, true),
    eq(users.suspended, false),
    isNotNull(users.mobile),
  )!;
  const id = alert.locationId;
  switch (alert.level) {
    case 'Mosque':
      return and(member, eq(users.mosqueId, alert.mosqueId!))!;
    case 'state':
      return and(member, eq(users.stateId, id!))!;
    case 'district':
      return and(member, eq(users.districtId, id!))!;
    case 'city':
      return and(member, eq(users.cityId, id!))!;
    case 'locality':
      return and(member, eq(users.localityId, id!))!;
    case 'country':
      return member;
  }
}

/**
 * The language each member reads SMS in: that of their latest OTP (the portal's language when they signed
 * in), English when the outbox has none.
 */
const memberLanguage = sql<string>`coalesce((
  select o.language from ${smsOutbox} o
  where o.phone = ${CC} || ${users.mobile} and o.purpose = 'otp'
  order by o.created_at desc limit 1), 'en')`;

/** How many members the alert's SMS would go to: a count over the area's index, no member read. */
async function audienceSize(db: Db | Tx, alert: AlertRow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(audienceOf(alert));
  return row?.n ?? 0;
}

/**
 * The members themselves, with the language each reads SMS in: read only once their number is known to fit
 * the budget, so a country-wide alert over it is refused without touching a million rows.
 */
async function audience(db: Db | Tx, alert: AlertRow, atMost: number) {
  const rows = await db
    .select({ mobile: users.mobile, language: memberLanguage })
    .from(users)
    .where(audienceOf(alert))
    .limit(atMost);
  return rows.map((r) => ({ phone: `${CC}${r.mobile}`, language: asLanguage(r.language) }));
}

const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

/** Why this alert cannot go by SMS now, or null. */
async function refusal(db: Db | Tx, alert: AlertRow, now: Date): Promise<Said | null> {
  if (!(await alertSmsAllowed(db))) return say('alertSmsNotAllowed');
  if (alert.severity !== 'high') return say('alertSmsNotUrgent');
  if (alert.expiresAt <= now) return say('alertSmsEnded');
  const [sent] = await db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(eq(smsOutbox.alertId, alert.id))
    .limit(1);
  if (sent) return say('alertSmsAlreadySent');
  return null;
}

/** The alert, when the caller may change it (its creator or a super admin); NOT_FOUND otherwise. */
async function changeableAlert(db: Db | Tx, caller: SessionUser, id: string): Promise<AlertRow> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return orNotFound(row, (a) => mayChangeAlert(caller, a), 'Alert');
}

/** Members per language, and the parts their SMS cost: each language's text is its own length. */
function costOf(alert: AlertRow, templates: SmsTemplates, members: { language: Language }[]) {
  const partsIn = Object.fromEntries(
    LANGUAGES.map((l) => [l, renderSms(templates, 'alert', l, [alert.title]).parts]),
  ) as Record<Language, number>;
  return members.reduce((sum, m) => sum + partsIn[m.language], 0);
}

/** One language's SMS as its members get it: the text itself, its parts, and how many get it (null: not read). */
type SmsText = { language: Language; text: string; parts: number; members: number | null };

/**
 * The alert's SMS as the template renders it, in each language it goes out in, with how many members get
 * each: the admin reads what members will read (the title cut to what a DLT variable takes) before sending.
 * When the members were not read one by one (over the budget), every language is shown, uncounted.
 */
function textsOf(
  alert: AlertRow,
  templates: SmsTemplates,
  members: { language: Language }[] | null,
): SmsText[] {
  return LANGUAGES.map((language) => {
    const { text, parts } = renderSms(templates, 'alert', language, [alert.title]);
    const count = members ? members.filter((m) => m.language === language).length : null;
    return { language, text, parts, members: count };
  }).filter((sms) => sms.members !== 0);
}

type Preview = {
  allowed: boolean;
  members: number;
  parts: number | null;
  budgetLeft: number;
  texts: SmsText[];
} & Said;

/** What an urgent SMS of this alert would cost, and whether it may go: shown to the admin before they confirm. */
export async function previewAlertSms(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  { alertId }: { alertId: string },
): Promise<Preview> {
  const { db, caller, config, services } = ctx;
  const alert = await changeableAlert(db, caller, alertId);
  const now = services.clock.now();
  const members = await audienceSize(db, alert);
  const left = await batchBudgetLeft(ctx);
  const fits = members > 0 && members <= left;
  const readers = fits ? await audience(db, alert, members) : null;
  const parts = readers ? costOf(alert, config.smsTemplates, readers) : null;
  const texts = members > 0 ? textsOf(alert, config.smsTemplates, readers) : [];
  const base = { members, parts, budgetLeft: left, texts };
  const refused = (await refusal(db, alert, now)) ?? overBudget(members, left);
  if (refused) return { allowed: false, ...refused, ...base };
  return { allowed: true, ...say('alertSmsReady', { count: members }), ...base };
}

function overBudget(members: number, left: number): Said | null {
  if (members === 0) return say('alertSmsNoMembers');
  return members > left ? say('alertSmsOverBudget', { count: members }) : null;
}

/**
 * Sends a high-severity alert by SMS to its area's members, once: the SMS are reserved out of the budget's
 * share that is not the members' (all or none), queued in the outbox with the alert's title as the
 * template's variable, and sent by the job process. Audited with the count and the parts.
 */
export async function sendAlertSms(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  { alertId }: { alertId: string },
): Promise<{ pass: boolean; queued: number } & Said> {
  const { db, caller, config, services } = ctx;
  const now = services.clock.now();
  return withStaffWrite(db, caller, async (tx, audit) => {
    const alert = await changeableAlert(tx, caller, alertId);
    // One send per alert, even when two admins confirm at once: the second waits here, then finds the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_SMS_LOCK}, hashtext(${alert.id}))`);
    const refused = await refusal(tx, alert, now);
    if (refused) return { pass: false, queued: 0, ...refused };
    const size = await audienceSize(tx, alert);
    if (size === 0) return { pass: false, queued: 0, ...say('alertSmsNoMembers') };
    const reservation = await reserveBatchBudget(ctx, size);
    if (!reservation) return { pass: false, queued: 0, ...say('alertSmsOverBudget', { count: size }) };
    try {
      // No more than were counted and reserved for, should someone join in between.
      const members = await audience(tx, alert, size);
      const giveUpAt = new Date(Math.min(alert.expiresAt.getTime(), now.getTime() + SMS_LIFE_MS));
      await recordManySms(
        tx,
        members.map((member) => {
          const { parts, variables } = renderSms(config.smsTemplates, 'alert', member.language, [
            alert.title,
          ]);
          return {
            createdAt: now,
            purpose: 'alert' as const,
            phone: member.phone,
            template: 'alert',
            language: member.language,
            parts,
            provider: services.sms.name,
            giveUpAt,
            variables,
            nextAttemptAt: now,
            alertId: alert.id,
          };
        }),
      );
      const parts = costOf(alert, config.smsTemplates, members);
      await audit('alert.sendSms', { type: 'alert', id: alert.id }, null, { members: members.length, parts });
      return { pass: true, queued: members.length, ...say('alertSmsQueued', { count: members.length }) };
    } catch (err) {
      await reservation.release();
      throw err;
    }
  });
}

// Namespace of the per-alert advisory lock (a constant no other lock uses).
const ALERT_SMS_LOCK = 7302;

/** The super admin's switch for urgent alert SMS; audited. */
export function setAlertSmsAllowed(
  ctx: ServiceContext<'db' | 'caller'>,
  { allowed }: { allowed: boolean },
): Promise<{ pass: boolean; allowed: boolean } & Said> {
  return withStaffWrite(ctx.db, ctx.caller, async (tx, audit) => {
    const before = await alertSmsAllowed(tx);
    await allowAlertSms(tx, allowed);
    await audit(
      'setting.alertSms',
      { type: 'setting', id: 'alert_sms_allowed' },
      { allowed: before },
      { allowed },
    );
    return { pass: true, allowed, ...say(allowed ? 'alertSmsAllowedOn' : 'alertSmsAllowedOff') };
  });
}
