import * as z from './zod';

/**
 * The one paged reply of every list function: a page of items and an opaque cursor for the next page
 * (null on the last page). Lists page by keyset, so no reply needs a COUNT over the whole table.
 */
export type Paged<T> = { items: T[]; nextCursor: string | null };

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** The paging fields a list function's input carries beside its filters. */
export const pageInputFields = {
  cursor: z.nullish(z.string().check(z.maxLength(512))),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX))),
};

/** The output schema of a list of `item`. */
export function pagedReply<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });
}
