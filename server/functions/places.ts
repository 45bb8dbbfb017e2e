import { listCategories } from '../categories/category-reads';
import { referenceValueLists } from '../members/reference-lookup';
import { locationChildren } from '../places/location-reads';
import { mosquesOfLocality } from '../places/mosques-in-area';
import type { Handlers } from '../protocol/context';

/** The public reads behind the pickers and forms: locations, a locality's masjids, reference values, categories. */
export const placeHandlers = {
  getLocations: ({ parentId }, { db }) => locationChildren(db, parentId),
  getMosques: ({ locationId }, { db }) => mosquesOfLocality(db, locationId),
  getValues: (_input, { db }) => referenceValueLists(db),
  getCategories: (_input, { db }) => listCategories(db),
} satisfies Pick<Handlers, 'getLocations' | 'getMosques' | 'getValues' | 'getCategories'>;
