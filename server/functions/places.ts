import { listCategories } from '../categories/category-reads';
import { referenceValueLists } from '../members/reference-lookup';
import { locationChildren, placeTrail } from '../places/location-reads';
import { mosquesOfLocality } from '../places/mosques-in-area';
import type { Handlers } from '../protocol/context';

/**
 * The reads behind the pickers and forms: locations, a locality's masjids, the places above one, reference
 * values, categories.
 */
export const placeHandlers = {
  getLocations: (input, ctx) => locationChildren(ctx, input),
  getMosques: (input, ctx) => mosquesOfLocality(ctx, input),
  getPlaceTrail: (input, ctx) => placeTrail(ctx, input),
  getValues: (_input, ctx) => referenceValueLists(ctx),
  getCategories: (_input, ctx) => listCategories(ctx),
} satisfies Pick<Handlers, 'getLocations' | 'getMosques' | 'getPlaceTrail' | 'getValues' | 'getCategories'>;
