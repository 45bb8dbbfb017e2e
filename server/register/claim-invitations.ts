import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { registerPeople } from '../db/schema';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { batchBudgetLeft, reserveBatchBudget } from '../sms/budget-share';
import { recordManySms } from '../sms/outbox';
import { renderSms } from '../sms/templates';
import { registerMosque } from './register-access';

/** An invitation is worth sending for three days; a gateway down longer than that, staff send it again. */
const INVITE_LIFE_MS = 3 * 86_400_000;
const CC = COUNTRY_PREFIX.slice(1);

/**
 * Invites the chosen register people of a masjid to claim their record (docs/decisions/0014-masjid-register.md):
 * one SMS (template registerInvite, naming the masjid and the portal's address) to each number among them, queued
 * in the outbox for the job process. Only the masjid's own people with a number are taken; several of one
 * household on one phone get one SMS. The batch draws on the budget's share that is not the members' and is
 * refused whole, saying how many are left, when it does not fit. Audited with the counts only, never a number.
 */
export async function sendClaimInvitations(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  input: ParsedInput<'sendClaimInvitations'>,
): Promise<FunctionOutput<'sendClaimInvitations'>> {
  const { db, caller, config, services } = ctx;
  const now = services.clock.now();
  return withStaffWrite(db, caller, async (tx, audit) => {
    const mosque = await registerMosque(tx, caller, input.mosqueId);
    const people = await tx
      .select({ id: registerPeople.id, mobile: registerPeople.mobile })
      .from(registerPeople)
      .where(
        and(
          eq(registerPeople.mosqueId, mosque.id),
          inArray(registerPeople.id, [...new Set(input.personIds)]),
          isNotNull(registerPeople.mobile),
        ),
      )
      .for('update');
    if (people.length === 0) return { pass: false, ...say('registerInviteNone'), sent: 0 };
    const numbers = [...new Set(people.map((p) => p.mobile!))];
    const left = await batchBudgetLeft(ctx);
    const overBudget = (l: number) => ({
      pass: false,
      ...say('registerInviteOverBudget', { left: l, asked: numbers.length }),
      sent: 0,
    });
    if (left < numbers.length) return overBudget(left);
    const reservation = await reserveBatchBudget(ctx, numbers.length);
    if (!reservation) return overBudget(await batchBudgetLeft(ctx));
    try {
      const language = input.language ?? 'en';
      const { parts, variables } = renderSms(config.smsTemplates, 'registerInvite', language, [mosque.name]);
      const giveUpAt = new Date(now.getTime() + INVITE_LIFE_MS);
      await recordManySms(
        tx,
        numbers.map((mobile) => ({
          createdAt: now,
          purpose: 'registerInvite' as const,
          phone: `${CC}${mobile}`,
          template: 'registerInvite',
          language,
          parts,
          provider: services.sms.name,
          giveUpAt,
          variables,
          nextAttemptAt: now,
        })),
      );
      await tx
        .update(registerPeople)
        .set({ invitedAt: now })
        .where(
          inArray(
            registerPeople.id,
            people.map((p) => p.id),
          ),
        );
      await audit('register.invite', { type: 'mosque', id: mosque.id }, null, {
        people: people.length,
        sms: numbers.length,
        parts: parts * numbers.length,
      });
      return { pass: true, ...say('registerInvitesSent', { count: numbers.length }), sent: numbers.length };
    } catch (err) {
      await reservation.release();
      throw err;
    }
  });
}
