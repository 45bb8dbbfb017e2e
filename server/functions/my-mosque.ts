import { assertSelf } from '../members/accounts';
import { changeOwnMosque, readMyMosque } from '../members/my-mosque';
import { volunteersForMember } from '../members/volunteers-for-member';
import type { Handlers } from '../protocol/context';

/** My Masjid (/mosque) and My Volunteers (/volunteers): a member's own masjid only. */
export const myMosqueHandlers = {
  updateMosque(input, ctx) {
    assertSelf(input.userId, ctx.caller);
    return changeOwnMosque(ctx, input);
  },
  fetchMyMosque: (_input, ctx) => readMyMosque(ctx),
  fetchVolunteers: (input, ctx) => volunteersForMember(ctx, input),
} satisfies Pick<Handlers, 'updateMosque' | 'fetchMyMosque' | 'fetchVolunteers'>;
