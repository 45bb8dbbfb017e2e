import { and, count, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { LANGUAGES, type Language } from '../../domain/languages';
import { say } from '../../domain/messages';
import type { MessageChannel } from '../../domain/sms';
import { withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { alerts, locations, mosques, smsOutbox, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { mayChangeAlert, orNotFound } from '../policy/checks';
import type { SessionUser } from '../protocol/caller';
import type { ServiceContext } from '../protocol/context';
import { alertSmsAllowed, allowAlertSms } from '../sms/alert-sms-setting';
import { batchBudgetLeft, reserveBatchBudget } from '../sms/budget-share';
import { recordManySms } from '../sms/outbox';
import { renderSms, type SmsTemplates } from '../sms/templates';
import { queueManyWhatsApp } from '../whatsapp/outbox';
import { messagePricePaise, whatsappConfigured, whatsappProvider } from '../whatsapp/whatsapp-on';

type AlertRow = typeof alerts.$inferSelect;
type Said = { message: string; messageCode?: string; messageParams?: Record<string, string | number> };

/** An urgent SMS's news goes stale: it is tried for a day at most, and never past the alert's end. */
const SMS_LIFE_MS = 24 * 3_600_000;
const CC = COUNTRY_PREFIX.slice(1);

/**
 * A member who opted in to WhatsApp gets the alert there instead of by SMS (once, never on both), as the
 * utility template; the others who agreed to SMS get an SMS.
 */
const onWhatsapp = isNotNull(users.alertWhatsappConsentAt);

/**
 * The members an alert goes to: members (not staff) who accepted the privacy notice, agreed on Profile to urgent
 * alerts by SMS or (where the portal sends on WhatsApp) opted in to alerts on WhatsApp, are not suspended and
 * have a number, in the alert's area, by the area columns each member carries (one index range). The preview
 * counts by the same condition, so it counts only them.
 */
function audienceOf(alert: AlertRow, whatsapp: boolean): SQL {
  const member = and(
    eq(users.role, 'user'),
    isNotNull(users.noticeVersion),
    whatsapp ? or(eq(users.alertSmsConsent, true), onWhatsapp) : eq(users.alertSmsConsent, true),
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

type Size = { all: number; whatsapp: number };

/** How many members the alert would go to, and how many of them on WhatsApp: counts over the area's index. */
async function audienceSize(db: Db | Tx, alert: AlertRow, whatsapp: boolean): Promise<Size> {
  const [row] = await db
    .select({ all: count(), whatsapp: sql<number>`(count(*) filter (where ${onWhatsapp}))::int` })
    .from(users)
    .where(audienceOf(alert, whatsapp));
  return { all: row?.all ?? 0, whatsapp: whatsapp ? (row?.whatsapp ?? 0) : 0 };
}

/**
 * The members themselves, with the language each reads SMS in: read only once their number is known to fit
 * the budget, so a country-wide alert over it is refused without touching a million rows.
 */
async function audience(db: Db | Tx, alert: AlertRow, atMost: number, whatsapp: boolean) {
  const rows = await db
    .select({ mobile: users.mobile, language: memberLanguage, onWhatsapp: sql<boolean>`${onWhatsapp}` })
    .from(users)
    .where(audienceOf(alert, whatsapp))
    .limit(atMost);
  return rows.map((r) => ({
    mobile: r.mobile!,
    phone: `${CC}${r.mobile}`,
    language: asLanguage(r.language),
    channel: (whatsapp && r.onWhatsapp ? 'whatsapp' : 'sms') as MessageChannel,
  }));
}
type Reader = Awaited<ReturnType<typeof audience>>[number];

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

/**
 * One channel's share of the alert: its members, what the gateway bills (SMS parts, or one per WhatsApp
 * message; null when the members were not read), and that at the channel's configured price.
 */
type ChannelShare = {
  channel: MessageChannel;
  members: number;
  units: number | null;
  costPaise: number | null;
};

function sharesOf(
  ctx: ServiceContext<'config'>,
  alert: AlertRow,
  size: Size,
  readers: Reader[] | null,
): ChannelShare[] {
  const smsReaders = readers?.filter((r) => r.channel === 'sms') ?? null;
  const smsParts = smsReaders ? costOf(alert, ctx.config.smsTemplates, smsReaders) : null;
  const share = (channel: MessageChannel, members: number, units: number | null): ChannelShare => {
    const price = messagePricePaise(ctx, channel);
    const costPaise = units === null || price === null ? null : Math.round(units * price);
    return { channel, members, units, costPaise };
  };
  const shares = [share('sms', size.all - size.whatsapp, smsParts)];
  if (whatsappConfigured(ctx)) shares.push(share('whatsapp', size.whatsapp, size.whatsapp));
  return shares;
}

type Preview = {
  allowed: boolean;
  members: number;
  parts: number | null;
  budgetLeft: number;
  texts: SmsText[];
  channels: ChannelShare[];
} & Said;

/**
 * What an urgent alert's messages would cost, and whether they may go: shown to the admin before they confirm,
 * per channel (SMS, and WhatsApp for those who opted in) with its members and its cost at the configured price.
 */
export async function previewAlertSms(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  { alertId }: { alertId: string },
): Promise<Preview> {
  const { db, caller, config, services } = ctx;
  const alert = await changeableAlert(db, caller, alertId);
  const now = services.clock.now();
  const whatsapp = whatsappConfigured(ctx);
  const size = await audienceSize(db, alert, whatsapp);
  const members = size.all;
  const left = await batchBudgetLeft(ctx);
  const fits = members > 0 && members <= left;
  const readers = fits ? await audience(db, alert, members, whatsapp) : null;
  const channels = sharesOf(ctx, alert, size, readers);
  const smsCount = members - size.whatsapp;
  const smsReaders = readers?.filter((r) => r.channel === 'sms') ?? null;
  const texts = smsCount > 0 ? textsOf(alert, config.smsTemplates, smsReaders) : [];
  const base = { members, parts: channels[0]!.units, budgetLeft: left, texts, channels };
  const refused = (await refusal(db, alert, now)) ?? overBudget(members, left, whatsapp);
  if (refused) return { allowed: false, ...refused, ...base };
  return { allowed: true, ...sayByChannel('Ready', size), ...base };
}

/**
 * Nobody to send to names the consents that count: SMS only, or SMS and WhatsApp where the portal sends there.
 */
const noMembers = (whatsapp: boolean): Said => say(whatsapp ? 'alertMessagesNoMembers' : 'alertSmsNoMembers');

function overBudget(members: number, left: number, whatsapp: boolean): Said | null {
  if (members === 0) return noMembers(whatsapp);
  return members > left ? say('alertSmsOverBudget', { count: members }) : null;
}

/**
 * The counts ready or on their way, naming only the channels they go on: all by SMS (the text the portal
 * always said), all on WhatsApp, or split between the two.
 */
function sayByChannel(what: 'Ready' | 'Queued', size: Size): Said {
  const sms = size.all - size.whatsapp;
  if (size.whatsapp === 0) return say(`alertSms${what}`, { count: sms });
  if (sms === 0) return say(`alertWhatsapp${what}`, { count: size.whatsapp });
  return say(`alertMessages${what}`, { sms, whatsapp: size.whatsapp });
}

/** The masjid or area an alert is for, by name: the WhatsApp template names it beside the title. */
async function placeOf(db: Db | Tx, alert: AlertRow): Promise<string> {
  if (alert.level === 'Mosque') {
    const [m] = await db.select({ name: mosques.name }).from(mosques).where(eq(mosques.id, alert.mosqueId!));
    return m?.name ?? '';
  }
  const [l] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, alert.locationId!));
  return l?.name ?? '';
}

/**
 * Sends a high-severity alert to its area's members, once: on WhatsApp (the utility template) to those who
 * opted in there, by SMS to those who agreed to SMS only. The messages are reserved out of the budget's share
 * that is not the members' (all or none), queued in the outbox with the alert's title as the template's
 * variable, and sent by the job process. Audited with the counts and the SMS parts.
 */
export async function sendAlertSms(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  { alertId }: { alertId: string },
): Promise<{ pass: boolean; queued: number } & Said> {
  const { db, caller, config, services } = ctx;
  const now = services.clock.now();
  const whatsapp = whatsappConfigured(ctx);
  return withStaffWrite(db, caller, async (tx, audit) => {
    const alert = await changeableAlert(tx, caller, alertId);
    // One send per alert, even when two admins confirm at once: the second waits here, then finds the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_SMS_LOCK}, hashtext(${alert.id}))`);
    const refused = await refusal(tx, alert, now);
    if (refused) return { pass: false, queued: 0, ...refused };
    const size = await audienceSize(tx, alert, whatsapp);
    if (size.all === 0) return { pass: false, queued: 0, ...noMembers(whatsapp) };
    const reservation = await reserveBatchBudget(ctx, size.all);
    if (!reservation) return { pass: false, queued: 0, ...say('alertSmsOverBudget', { count: size.all }) };
    try {
      // No more than were counted and reserved for, should someone join in between.
      const members = await audience(tx, alert, size.all, whatsapp);
      const bySms = members.filter((m) => m.channel === 'sms');
      const onWhatsappToo = members.filter((m) => m.channel === 'whatsapp');
      const giveUpAt = new Date(Math.min(alert.expiresAt.getTime(), now.getTime() + SMS_LIFE_MS));
      await recordManySms(
        tx,
        bySms.map((member) => {
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
      if (onWhatsappToo.length > 0) {
        const place = await placeOf(tx, alert);
        await queueManyWhatsApp(
          tx,
          onWhatsappToo.map((member) => ({
            phone: member.mobile,
            template: 'alert' as const,
            language: member.language,
            params: [alert.title, place],
            provider: whatsappProvider(ctx)!,
            now,
            giveUpAt,
            alertId: alert.id,
          })),
        );
      }
      const parts = costOf(alert, config.smsTemplates, bySms);
      await audit('alert.sendSms', { type: 'alert', id: alert.id }, null, {
        members: members.length,
        parts,
        ...(whatsapp ? { whatsapp: onWhatsappToo.length } : {}),
      });
      const queued = sayByChannel('Queued', { all: members.length, whatsapp: onWhatsappToo.length });
      return { pass: true, queued: members.length, ...queued };
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
