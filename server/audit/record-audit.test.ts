import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { createSession } from '../sign-in/sessions';
import {
  buildMember,
  buildSuperAdmin,
  buildVolunteer,
  insertUser,
  type NewUser,
  signedIn,
} from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { auditDetails, withStaffWrite } from './record-audit';

let t: TestApp;
let actor: { id: string };
let actorToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await signedIn(t, buildSuperAdmin({ email: 'audit@test.local' }));
  actor = { id: admin.userId };
  actorToken = admin.token;
});
afterAll(() => t.close());

const newVolunteer = async (uniqueId: string) => ({
  id: await insertUser(t.db, buildVolunteer({ uniqueId, email: `${uniqueId.toLowerCase()}@test.local` })),
});

const newMember = async (values: Partial<NewUser> = {}) => ({
  id: await insertUser(t.db, buildMember(values)),
});

const setSuspended = async (userId: string, suspended: boolean) => {
  const res = await t.call('setAccountSuspended', { userId, suspended }, actorToken);
  expect(res.body.result.pass).toBe(true);
};

const trailOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

it('records a staff write with its actor, action, target, before and after', async () => {
  const volunteer = await newVolunteer('AD-AUDIT-V1');
  await setSuspended(volunteer.id, true);
  const [row] = await trailOf(volunteer.id);
  expect(row).toMatchObject({
    actorId: actor.id,
    action: 'account.suspend',
    targetType: 'account',
    details: { before: { suspended: false }, after: { suspended: true } },
  });
});

it('keeps neither the write nor its record when the write fails', async () => {
  const member = await newMember({ name: 'Before' });
  await expect(
    withStaffWrite(t.db, actor, async (tx, audit) => {
      await tx.update(users).set({ name: 'After' }).where(eq(users.id, member.id));
      await audit('account.update', { type: 'member', id: member.id }, { name: 'Before' }, { name: 'After' });
      throw new Error('the next step failed');
    }),
  ).rejects.toThrow('the next step failed');
  const [still] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, member.id));
  expect(still!.name).toBe('Before');
  expect(await trailOf(member.id)).toHaveLength(0);
});

it('never keeps a password, hash or token in the trail', async () => {
  const member = await newMember();
  await withStaffWrite(t.db, actor, (_tx, audit) =>
    audit(
      'account.password',
      { type: 'account', id: member.id },
      { passwordHash: 'x' },
      { password: 'y', token: 'z', name: 'N' },
    ),
  );
  const [row] = await trailOf(member.id);
  expect(row!.details).toEqual({ before: {}, after: { name: 'N' } });
});

it('a suspension ends sessions for good, even once it is lifted', async () => {
  const volunteer = await newVolunteer('AD-AUDIT-V4');
  const token = await createSession(t.db, t.services.clock, volunteer.id, 'password');
  await setSuspended(volunteer.id, true);
  await setSuspended(volunteer.id, false);
  expect((await t.call('getSessionUser', {}, token)).status).toBe(401);
  expect((await trailOf(volunteer.id)).map((r) => r.action).sort()).toEqual([
    'account.suspend',
    'account.unsuspend',
  ]);
});

it('keeps only the fields an update changed, and whole snapshots for a create', async () => {
  const member = await newMember();
  const row = { name: 'Imran Sheikh', mobile: '9876500009', address: '4 Lal Bagh', suspended: false };
  await withStaffWrite(t.db, actor, (_tx, audit) =>
    audit('account.suspend', { type: 'account', id: member.id }, row, { ...row, suspended: true }),
  );
  const [entry] = await trailOf(member.id);
  expect(entry!.details).toEqual({ before: { suspended: false }, after: { suspended: true } });

  expect(auditDetails(null, { email: 'v@example.org', passwordHash: 'h', role: 'volunteer' })).toEqual({
    before: null,
    after: { email: 'v@example.org', role: 'volunteer' },
  });
});
