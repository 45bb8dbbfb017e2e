import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { purgeStaleRows } from '../maintenance';
import { TEST_ADMIN } from '../test/config';
import { signedInAccount } from '../test/members-fixtures';
import { PASSWORD, withPrivacyWorld } from '../test/privacy-world';

/** Consent, download my data, deleting an account, and the audit trail. */

const world = withPrivacyWorld();
const { clock, env, api, newMember, basicInfo } = world;

/** A number that never accepted the notice is nobody's business but its own. */

describe('the audit trail', () => {
  it('records staff sign-ins and suspensions, and shows them to a super admin with actor and time', async () => {
    const { userId: volunteerId } = await signedInAccount(env.t, {
      role: 'volunteer',
      email: 'privacy.volunteer@test.local',
      passwordHash: null,
      scopeLevel: 'Mosque',
      scopeMosqueId: world.delhi,
    });
    const suspended = await api(
      'setAccountSuspended',
      { userId: volunteerId, suspended: true },
      world.superAdmin,
    );
    expect(suspended.status).toBe(200);
    const page = (await api('getAuditLog', { action: 'account.suspend' }, world.superAdmin)).body.result;
    expect(page.items[0]).toMatchObject({
      action: 'account.suspend',
      targetType: 'account',
      targetId: volunteerId,
      actor: { uniqueId: expect.any(String) },
      createdAt: expect.any(String),
    });
    const signIns = (
      await api('getAuditLog', { action: 'staff.signIn', actor: TEST_ADMIN.email }, world.superAdmin)
    ).body.result;
    expect(signIns.items.length).toBeGreaterThan(0);
    expect(signIns.items.every((e: { action: string }) => e.action === 'staff.signIn')).toBe(true);
  });

  it('pages newest first by keyset, and filters by target and day', async () => {
    // Two full pages, whatever ran before.
    for (const name of ['Audit Page One', 'Audit Page Two']) {
      await api('addCategory', { name, parentCategoryId: null }, world.admin);
    }
    const first = (await api('getAuditLog', { limit: 2 }, world.superAdmin)).body.result;
    const second = (await api('getAuditLog', { limit: 2, cursor: first.nextCursor }, world.superAdmin)).body
      .result;
    const times = [...first.items, ...second.items].map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set([...first.items, ...second.items].map((e: { id: string }) => e.id)).size).toBe(4);
    const longAgo = (await api('getAuditLog', { to: '2000-01-01' }, world.superAdmin)).body.result;
    expect(longAgo.items).toEqual([]);
    expect((await api('getAuditLog', { from: 'yesterday' }, world.superAdmin)).status).toBe(400);
    expect((await env.t.send('getAuditLog', { action: 'drop.table' }, world.superAdmin)).status).toBe(400);
  });

  // The trail names what it refers to, while it exists and staff may see it.
  it('names each object and the ids in its details while they exist; a hidden member is not named', async () => {
    const trail = async (targetId: string) =>
      (await api('getAuditLog', { targetId }, world.superAdmin)).body.result.items;
    const top = (await api('addCategory', { name: 'Privacy Audit Top', parentCategoryId: null }, world.admin))
      .body.result.id as string;
    await api('updateCategory', { id: top, name: 'Privacy Audit Renamed' }, world.admin);
    const child = (
      await api('addCategory', { name: 'Privacy Audit Child', parentCategoryId: top }, world.admin)
    ).body.result.id as string;
    const [renamed] = await trail(top);
    expect(renamed).toMatchObject({
      action: 'category.update',
      targetName: 'Privacy Audit Renamed',
      details: { before: { name: 'Privacy Audit Top' }, after: { name: 'Privacy Audit Renamed' } },
    });
    const [added] = await trail(child);
    expect(added).toMatchObject({
      targetName: 'Privacy Audit Child',
      names: { [top]: 'Privacy Audit Renamed' },
    });
    // Saved as it was: nothing changed, so nothing is added to the trail.
    await api('updateCategory', { id: top, name: 'Privacy Audit Renamed' }, world.admin);
    expect((await trail(top)).map((e) => e.action)).toEqual(['category.update', 'category.add']);
    expect(renamed!.targetGone).toBe(false);
    await api('removeCategory', { id: child }, world.admin);
    expect((await trail(child)).map((e) => [e.targetName, e.targetGone])).toEqual([
      [null, true],
      [null, true],
    ]);

    const { token, userId, phone } = await newMember();
    await api('updateBasicInfo', basicInfo('Privacy Audit Named'), token);
    await api('downloadMyData', {}, token);
    expect((await trail(userId))[0]).toMatchObject({
      action: 'member.downloadData',
      targetName: 'Privacy Audit Named',
    });
    await api('setDirectoryListing', { listed: false }, token);
    // Hidden, not gone: the trail neither names them nor says they were deleted.
    expect((await trail(userId))[0]).toMatchObject({ targetName: null, targetGone: false });
    await api('removeMyAccount', { confirm: phone, currentPassword: PASSWORD }, token);
    expect((await trail(userId)).map((e) => [e.action, e.targetName, e.targetGone])).toEqual([
      ['member.deleteAccount', null, true],
      ['member.downloadData', null, true],
    ]);
  });

  it('is for super admins only', async () => {
    expect((await api('getAuditLog', {}, world.admin)).status).toBe(403);
  });

  it('cannot be changed or deleted, except by the retention purge of old rows', async () => {
    await expect(env.t.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(env.t.db.delete(auditLog)).rejects.toThrow();
    const before = await env.t.db.$count(auditLog);
    expect(before).toBeGreaterThan(0);
    await purgeStaleRows(env.t.db, clock, 730);
    expect(await env.t.db.$count(auditLog)).toBe(before);
    clock.advance(731 * 86_400_000);
    await purgeStaleRows(env.t.db, clock, 730);
    expect(await env.t.db.$count(auditLog)).toBe(0);
  });
});
