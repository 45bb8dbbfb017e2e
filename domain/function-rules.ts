// Written by scripts/write-function-rules.ts from domain/catalogue.ts; change the catalogue, then run it.
import type { Access } from './access';
import type { FunctionName } from './catalogue';
import type { FunctionKind } from './functions/define';

/**
 * Each function's access and kind as the catalogue declares them, without the input and output schemas, so the
 * web app can ask "may this user call it?" and "is it a write?" without downloading every schema. A unit test
 * fails when this table and the catalogue differ.
 */
export const FUNCTION_RULES: Record<FunctionName, { access: Access; kind: FunctionKind }> = {
  adminLogin: { access: 'public', kind: 'write' },
  logout: { access: 'signedIn', kind: 'write' },
  fetchUserData: { access: 'signedIn', kind: 'read' },
  getLocations: { access: 'public', kind: 'read' },
  getMosques: { access: 'public', kind: 'read' },
  getValues: { access: 'public', kind: 'read' },
  getCategories: { access: 'admin', kind: 'read' },
  checkUserExist: { access: 'public', kind: 'read' },
  loginWithPassword: { access: 'public', kind: 'write' },
  getBotChallenge: { access: 'public', kind: 'read' },
  sendOtp: { access: 'public', kind: 'write' },
  verifyOtp: { access: 'public', kind: 'write' },
  memberSignup: { access: 'member', kind: 'write' },
  passwordUpdate: { access: 'signedIn', kind: 'write' },
  updateBasicInfo: { access: 'member', kind: 'write' },
  fetchFamilyMemberData: { access: 'member', kind: 'read' },
  removeFamilyMember: { access: 'member', kind: 'write' },
  updateOtherInfo: { access: 'member', kind: 'write' },
  updateMosque: { access: 'member', kind: 'write' },
  fetchMyMosque: { access: 'member', kind: 'read' },
  fetchVolunteers: { access: 'member', kind: 'read' },
  fetchAlerts: { access: 'memberOrAdmin', kind: 'read' },
  addAlerts: { access: 'admin', kind: 'write' },
  updateAlerts: { access: 'admin', kind: 'write' },
  expireAlert: { access: 'admin', kind: 'write' },
  addLocation: { access: 'admin', kind: 'write' },
  updateLocation: { access: 'admin', kind: 'write' },
  deleteLocation: { access: 'admin', kind: 'write' },
  addCategory: { access: 'admin', kind: 'write' },
  updateCategory: { access: 'admin', kind: 'write' },
  deleteCategory: { access: 'admin', kind: 'write' },
  getMosquesInArea: { access: 'admin', kind: 'read' },
  addNewMosque: { access: 'admin', kind: 'write' },
  updateExistingMosque: { access: 'admin', kind: 'write' },
  deleteMosque: { access: 'admin', kind: 'write' },
  previewMosqueImport: { access: 'admin', kind: 'read' },
  importMosques: { access: 'admin', kind: 'write' },
  exportMosques: { access: 'admin', kind: 'read' },
  getAccounts: { access: 'superAdmin', kind: 'read' },
  createVolunteer: { access: 'superAdmin', kind: 'write' },
  updateAccount: { access: 'superAdmin', kind: 'write' },
  resetAccountPassword: { access: 'superAdmin', kind: 'write' },
  setAccountSuspended: { access: 'superAdmin', kind: 'write' },
  getUsers: { access: 'staff', kind: 'read' },
  getMembersOverview: { access: 'staff', kind: 'read' },
  exportUsers: { access: 'admin', kind: 'read' },
  acceptPrivacyNotice: { access: 'member', kind: 'write' },
  setDirectoryListing: { access: 'member', kind: 'write' },
  downloadMyData: { access: 'member', kind: 'read' },
  deleteMyAccount: { access: 'member', kind: 'write' },
  fetchAuditLog: { access: 'superAdmin', kind: 'read' },
  fetchSmsReport: { access: 'superAdmin', kind: 'read' },
};
