import { addCategory, deleteCategory, renameCategory } from '../categories/category-writes';
import { addLocation, deleteLocation, renameLocation } from '../places/locations';
import type { Handlers } from '../protocol/context';

/** The admin's location and category trees: add, rename, delete, each audited (server/places/). */
export const adminPlaceHandlers = {
  addLocation: (input, ctx) => addLocation(ctx, input),
  updateLocation: (input, ctx) => renameLocation(ctx, input),
  deleteLocation: (input, ctx) => deleteLocation(ctx, input),
  addCategory: (input, ctx) => addCategory(ctx, input),
  updateCategory: (input, ctx) => renameCategory(ctx, input),
  deleteCategory: (input, ctx) => deleteCategory(ctx, input),
} satisfies Pick<
  Handlers,
  'addLocation' | 'updateLocation' | 'deleteLocation' | 'addCategory' | 'updateCategory' | 'deleteCategory'
>;
