import { listCategories } from '../categories/category-reads';
import { referenceValueLists } from '../members/reference-lookup';
import { locationChildren } from '../places/location-reads';
import { mosquesOfLocality } from '../places/mosques-in-area';
import type { Handlers } from '../protocol/context';

/** The public reads behind the pickers and forms: locations, a locality's masjids, reference values, categories. */
export const placeHandlers = {
  getLocations: (input, ctx) => locationChildren(ctx, input),
  getMosques: (input, ctx) => mosquesOfLocality(ctx, input),
  getValues: (_input, ctx) => referenceValueLists(ctx),
  getCategories: (_input, ctx) => listCategories(ctx),
} satisfies Pick<Handlers, 'getLocations' | 'getMosques' | 'getValues' | 'getCategories'>;
