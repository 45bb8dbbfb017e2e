import { and, eq, isNull } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { users } from '../db/schema';
import { assertSelf } from '../members/accounts';
import { MAX_FAMILY_MEMBERS, saveFamilyMember, updateOwnBasicInfo } from '../members/basic-info';
import { LOGIN_FAIL_PER_PHONE } from '../members/limits';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';

export const PASSWORD_ALREADY_SET =
  'A password is already set for this account. Use forgot password to change it';

/** A signed-in member's own account: first password, password change, basic details and family members. */
export const memberAccountHandlers = {
  async memberSignup({ userId, phone, password }, { db, services, caller }) {
    assertSelf(userId, caller);
    if (phone != null && phone !== caller.mobile) throw permissionDenied();
    if (caller.passwordHash) return { pass: false, message: PASSWORD_ALREADY_SET };
    const passwordHash = await hashPassword(password);
    // Guarded in the update too: of two racing calls, only one sets the first password.
    const [row] = await db
      .update(users)
      .set({ passwordHash, updatedAt: services.clock.now() })
      .where(and(eq(users.id, caller.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (!row) return { pass: false, message: PASSWORD_ALREADY_SET };
    return { pass: true, message: MSG.passwordSet };
  },

  async passwordUpdate({ userId, password }, { db, services, caller, tokenHash }) {
    assertSelf(userId, caller);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: services.clock.now() })
      .where(eq(users.id, caller.id));
    // Whoever else held a session (a lost phone, a shared computer) is signed out; this caller stays in.
    await revokeUserSessions(db, caller.id, tokenHash);
    // A member who forgot the password and then reset it by OTP is not kept out by earlier wrong tries.
    if (caller.mobile) await services.throttle.clear(LOGIN_FAIL_PER_PHONE, caller.mobile);
    return { pass: true, message: MSG.passwordSet };
  },

  async updateBasicInfo(input, { db, services, caller }) {
    const { userId, id, name, dob, gender, address, mosqueId, parentId, relation } = input;
    assertSelf(userId, caller);
    const info = { name, dob, gender, address };
    if (!parentId) {
      await updateOwnBasicInfo(db, services.clock, caller, info, mosqueId);
      return { pass: true, message: 'Details updated successfully', familyMemberId: null };
    }
    if (parentId !== caller.id) throw permissionDenied();
    // The input schema requires a valid relation whenever parentId is set.
    const saved = await saveFamilyMember(db, services.clock, caller.id, id, { ...info, relation: relation! });
    if ('limitReached' in saved) {
      return {
        pass: false,
        message: `You can add at most ${MAX_FAMILY_MEMBERS} family members`,
        familyMemberId: null,
      };
    }
    return {
      pass: true,
      message: saved.created ? 'Family member added successfully' : 'Family member updated successfully',
      familyMemberId: saved.id,
    };
  },
} satisfies Pick<Handlers, 'memberSignup' | 'passwordUpdate' | 'updateBasicInfo'>;
