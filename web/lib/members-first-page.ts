import type { FunctionInput } from '../../domain/catalogue';
import { CACHE_KEYS } from './local-cache';

/** How many members a page of the directory holds. */
export const MEMBERS_PAGE_SIZE = 24;

/**
 * The directory's first page with no filter, as its screen asks for it (usePagedCall adds the cursor last).
 * The entry starts this read before the screen's code arrives (web/app/first-reads.ts), so the two must ask
 * for the very same thing: the screen then joins the read instead of sending it again.
 */
export const UNFILTERED_FIRST_PAGE = {
  locationId: null,
  filters: {},
  limit: MEMBERS_PAGE_SIZE,
  cursor: null,
} satisfies FunctionInput<'getMembers'>;

/** Where a user's unfiltered first page is kept on the device (the spec's membersList + userId). */
export const membersListKey = (userId: string) => `${CACHE_KEYS.membersList}${userId}`;
