import type { placesFunctions } from '../../domain/functions/places';
import type { AreaHandlers } from '../protocol/context';
import { locationChildren, placeTrail } from './location-reads';
import { addLocation, removeLocation, renameLocation } from './locations';
import { exportMosques } from './mosque-export';
import { importMosques, previewMosqueImport } from './mosque-import';
import { addMosque, removeMosque, updateMosqueDetails } from './mosques';
import { listMosquesInArea, mosquesOfLocality } from './mosques-in-area';

/**
 * The place tree and its masjids (domain/functions/places.ts): the pickers' reads, the admin's locations and
 * masjids, and the masjid spreadsheet in and out.
 */
export const placesHandlers = {
  getLocations: (input, ctx) => locationChildren(ctx, input),
  getMosques: (input, ctx) => mosquesOfLocality(ctx, input),
  getPlaceTrail: (input, ctx) => placeTrail(ctx, input),
  addLocation: (input, ctx) => addLocation(ctx, input),
  updateLocation: (input, ctx) => renameLocation(ctx, input),
  removeLocation: (input, ctx) => removeLocation(ctx, input),
  getMosquesInArea: (input, ctx) => listMosquesInArea(ctx, input),
  addMosque: (input, ctx) => addMosque(ctx, input),
  updateMosqueDetails: (input, ctx) => updateMosqueDetails(ctx, input),
  removeMosque: (input, ctx) => removeMosque(ctx, input),
  previewMosqueImport: (input, ctx) => previewMosqueImport(ctx, input),
  importMosques: (input, ctx) => importMosques(ctx, input),
  exportMosques: (input, ctx) => exportMosques(ctx, input),
} satisfies AreaHandlers<typeof placesFunctions>;
