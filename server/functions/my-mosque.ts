import { MSG } from '../../domain/messages';
import { assertSelf } from '../members/accounts';
import { changeOwnMosque, readMyMosque } from '../members/my-mosque';
import { volunteersCovering } from '../members/volunteers-for-member';
import { AppError } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';

/** My Masjid (/mosque) and My Volunteers (/volunteers): a member's own masjid only. */
export const myMosqueHandlers = {
  async updateMosque({ mosqueId, userId }, { db, services, log, caller }) {
    assertSelf(userId, caller);
    await changeOwnMosque(db, services, log, caller.id, mosqueId);
    return { pass: true, message: MSG.mosqueChanged };
  },

  fetchMyMosque: (_input, { db, caller }) => readMyMosque(db, caller.mosqueId),

  async fetchVolunteers({ mosqueId }, { db, caller, config }) {
    // Any masjid's name is public, its volunteers' phone numbers are not: a member sees their own masjid's.
    if (mosqueId !== null && mosqueId !== caller.mosqueId) {
      throw new AppError('PERMISSION_DENIED', MSG.ownMosqueVolunteersOnly);
    }
    const applyUrl = config.volunteerFormUrl;
    if (!caller.mosqueId) return { pass: true, volunteerData: [], applyUrl };
    return { pass: true, volunteerData: await volunteersCovering(db, caller.mosqueId), applyUrl };
  },
} satisfies Pick<Handlers, 'updateMosque' | 'fetchMyMosque' | 'fetchVolunteers'>;
