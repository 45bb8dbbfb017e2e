import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../domain/catalogue';
import type { FunctionDef } from '../../domain/functions/define';
import { createSession } from '../sign-in/sessions';
import { buildMember, buildSuperAdmin, insertUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

// Every function has one verbNoun name; the names older clients send (the spec's, and those the portal had
// before its functions were renamed) stay aliases and must answer exactly as the name does. This file keeps
// the old names on purpose: the rename script (renames.sh) leaves it alone.

/** Each renamed function's former name, which older clients and bookmarks of GET /api still use. */
const RENAMED: Record<string, string> = {
  fetchAlerts: 'getAlerts',
  fetchAlert: 'getAlert',
  fetchFamilyMemberData: 'getFamilyMember',
  fetchMyMosque: 'getMyMosque',
  fetchVolunteers: 'getMyVolunteers',
  fetchAlertReach: 'getAlertReach',
  fetchAuditLog: 'getAuditLog',
  fetchSmsReport: 'getSmsReport',
  fetchUserData: 'getSessionUser',
  addAlerts: 'addAlert',
  updateAlerts: 'updateAlert',
  addNewMosque: 'addMosque',
  updateExistingMosque: 'updateMosqueDetails',
  updateMosque: 'updateMyMosque',
  deleteMosque: 'removeMosque',
  deleteLocation: 'removeLocation',
  deleteCategory: 'removeCategory',
  savePushSubscription: 'addPushSubscription',
  deletePushSubscription: 'removePushSubscription',
  createVolunteer: 'addAccount',
  passwordUpdate: 'updatePassword',
  loginWithPassword: 'signInWithPassword',
  adminLogin: 'signInStaff',
  logout: 'signOut',
  memberSignup: 'signUpMember',
  checkUserExist: 'checkMobileRegistered',
  getValues: 'getReferenceValues',
  getUsers: 'getMembers',
  exportUsers: 'exportMembers',
  deleteMyAccount: 'removeMyAccount',
};

const defs = catalogue as Record<string, FunctionDef>;
const ALIASES = Object.entries(defs).flatMap(([name, def]) =>
  def.aliases.map((alias) => [alias, name] as const),
);

let t: TestApp;
const callers = {} as Record<'member' | 'superAdmin', string>;

beforeAll(async () => {
  t = await startTestApp();
  callers.member = await insertUser(t.db, buildMember({ name: 'Alias Member' }));
  callers.superAdmin = await insertUser(t.db, buildSuperAdmin({ email: 'alias.super@test.local' }));
});
afterAll(() => t.close());

/** A session of its own for each call, so that a sign-out through one name cannot spoil the other's call. */
async function tokenOf(who: keyof typeof callers | 'anonymous') {
  return who === 'anonymous' ? null : createSession(t.db, t.services.clock, callers[who], 'password');
}

describe('the old names', () => {
  it('are each an alias of the function that took their place', () => {
    for (const [old, name] of Object.entries(RENAMED)) {
      expect(defs[name]?.aliases, `${old} → ${name}`).toContain(old);
      expect(defs[old], `${old} is no longer a function of its own`).toBeUndefined();
    }
  });

  it('are listed with their function at GET /api', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api' })).json().result as {
      name: string;
      aliases: string[];
    }[];
    for (const [alias, name] of ALIASES) {
      expect(list.find((f) => f.name === name)?.aliases, alias).toContain(alias);
    }
  });

  describe.each(['anonymous', 'member', 'superAdmin'] as const)('called as %s', (who) => {
    it.each(ALIASES)('%s answers as %s does', async (alias, name) => {
      const byName = await t.send(name, null, await tokenOf(who));
      const byAlias = await t.send(alias, null, await tokenOf(who));
      expect(byAlias.status).toBe(byName.status);
      expect(byAlias.body).toEqual(byName.body);
    });
  });
});
