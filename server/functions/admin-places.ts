import { addCategory, deleteCategory, renameCategory } from '../categories/category-writes';
import { addLocation, deleteLocation, renameLocation } from '../places/locations';
import type { Handlers } from '../protocol/context';

/** The admin's location and category trees: add, rename, delete, each audited (server/places/). */
export const adminPlaceHandlers = {
  addLocation: (input, { db, services, caller }) => addLocation(db, caller, services.clock.now(), input),
  updateLocation: (input, { db, services, caller }) =>
    renameLocation(db, caller, services.clock.now(), input),
  deleteLocation: (input, { db, caller }) => deleteLocation(db, caller, input),
  addCategory: (input, { db, services, caller }) => addCategory(db, caller, services.clock.now(), input),
  updateCategory: (input, { db, services, caller }) =>
    renameCategory(db, caller, services.clock.now(), input),
  deleteCategory: (input, { db, caller }) => deleteCategory(db, caller, input),
} satisfies Pick<
  Handlers,
  'addLocation' | 'updateLocation' | 'deleteLocation' | 'addCategory' | 'updateCategory' | 'deleteCategory'
>;
