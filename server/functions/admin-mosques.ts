import { exportMosques } from '../places/mosque-export';
import { importMosques, previewMosqueImport } from '../places/mosque-import';
import { addMosque, deleteMosque, updateMosque } from '../places/mosques';
import { listMosquesInArea } from '../places/mosques-in-area';
import type { Handlers } from '../protocol/context';

/** The admin's masjids: list an area, add, change, delete, and the spreadsheet in and out (server/places/). */
export const adminMosqueHandlers = {
  getMosquesInArea: (input, ctx) => listMosquesInArea(ctx, input),
  addNewMosque: (input, ctx) => addMosque(ctx, input),
  updateExistingMosque: (input, ctx) => updateMosque(ctx, input),
  deleteMosque: (input, ctx) => deleteMosque(ctx, input),
  previewMosqueImport: (input, ctx) => previewMosqueImport(ctx, input),
  importMosques: (input, ctx) => importMosques(ctx, input),
  exportMosques: (input, ctx) => exportMosques(ctx, input),
} satisfies Pick<
  Handlers,
  | 'getMosquesInArea'
  | 'addNewMosque'
  | 'updateExistingMosque'
  | 'deleteMosque'
  | 'previewMosqueImport'
  | 'importMosques'
  | 'exportMosques'
>;
