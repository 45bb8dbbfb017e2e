import { exportMosques } from '../places/mosque-export';
import { checkMosqueImport, importMosques } from '../places/mosque-import';
import { addMosque, deleteMosque, updateMosque } from '../places/mosques';
import { listMosquesInArea } from '../places/mosques-in-area';
import type { Handlers } from '../protocol/context';

/** The admin's masjids: list an area, add, change, delete, and the spreadsheet in and out (server/places/). */
export const adminMosqueHandlers = {
  getMosquesInArea: (input, { db }) => listMosquesInArea(db, input),
  addNewMosque: (input, { db, services, caller }) => addMosque(db, caller, services.clock.now(), input),
  updateExistingMosque: (input, { db, services, caller }) =>
    updateMosque(db, caller, services.clock.now(), input),
  deleteMosque: (input, { db, caller }) => deleteMosque(db, caller, input),
  previewMosqueImport: async ({ csv }, { db }) => {
    const { plan: _, ...check } = await checkMosqueImport(db, csv);
    return { pass: check.problems.length === 0, ...check };
  },
  importMosques: ({ csv }, { db, services, caller }) => importMosques(db, caller, services.clock.now(), csv),
  exportMosques: (input, { db, services }) => exportMosques(db, services.clock.now(), input),
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
