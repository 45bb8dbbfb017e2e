import type { registerFunctions } from '../../domain/functions/register';
import type { AreaHandlers } from '../protocol/context';
import { sendClaimInvitations } from './claim-invitations';
import { duplicateCandidates } from './duplicate-candidates';
import { registerImportProgress } from './import-progress';
import { mergeMembers } from './merge-records';
import { claimRegisterRecord, registerOffer } from './register-claim';
import { importRegister, previewRegisterImport } from './register-import';
import { registerImportsOf } from './register-imports';
import { setRegisterKeeper } from './register-keeper';
import { registerMergesOf } from './register-merges';
import { registerRecordsOf, removeRegisterRecord } from './register-records';
import { undoMerge } from './undo-merge';

/**
 * The committee's register (domain/functions/register.ts, docs/decisions/0014-masjid-register.md): the import
 * of a masjid's spreadsheet and its dry run, the likely duplicates and their merge and undo, each person's claim
 * of their record, the invitations to claim, and the super admin's grant of the register to a volunteer.
 */
export const registerHandlers = {
  claimRegisterRecord: (input, ctx) => claimRegisterRecord(ctx, input),
  getDuplicateCandidates: (input, ctx) => duplicateCandidates(ctx, input),
  getRegisterImportProgress: (input, ctx) => registerImportProgress(ctx, input),
  getRegisterImports: (input, ctx) => registerImportsOf(ctx, input),
  getRegisterMerges: (input, ctx) => registerMergesOf(ctx, input),
  getRegisterOffer: (input, ctx) => registerOffer(ctx, input),
  getRegisterRecords: (input, ctx) => registerRecordsOf(ctx, input),
  importRegister: (input, ctx) => importRegister(ctx, input),
  mergeMembers: (input, ctx) => mergeMembers(ctx, input),
  previewRegisterImport: (input, ctx) => previewRegisterImport(ctx, input),
  removeRegisterRecord: (input, ctx) => removeRegisterRecord(ctx, input),
  sendClaimInvitations: (input, ctx) => sendClaimInvitations(ctx, input),
  setRegisterKeeper: (input, ctx) => setRegisterKeeper(ctx, input),
  undoMerge: (input, ctx) => undoMerge(ctx, input),
} satisfies AreaHandlers<typeof registerFunctions>;
