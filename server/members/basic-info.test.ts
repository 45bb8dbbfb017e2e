import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MSG } from '../../domain/schemas';
import { familyMembers } from '../db/schema';
import { withRegisteringMembers } from '../test/member-test-app';
import { mosqueIdOf } from '../test/members-fixtures';

const { env, api, newMember } = withRegisteringMembers({ ip: '10.20.0.1', subnet: '10.21.0' });
let mumbai: string;
beforeAll(async () => {
  mumbai = await mosqueIdOf(env.t, 'MH-MM-001');
});

const details = {
  name: 'Imran Qureshi',
  dob: '1990-04-12',
  gender: 'male' as const,
  address: '12 Chitli Qabar, Delhi',
};

describe('updateBasicInfo for the caller', () => {
  it('stores name, date of birth, gender, address and a new masjid', async () => {
    const { token, userId } = await newMember();
    const res = await env.t.send(
      'updateBasicDetails',
      { ...details, name: '  Imran Qureshi ', userId, mosqueId: mumbai, parentId: null, relation: null },
      token,
      { ip: '10.20.0.1' },
    );
    expect(res.body.result).toEqual({
      pass: true,
      message: expect.any(String),
      messageCode: expect.any(String),
      familyMemberId: null,
    });
    expect((await api('getSessionUser', {}, token)).body.result).toMatchObject({
      ...details,
      mosqueId: mumbai,
    });
  });

  it("refuses another member's userId and an unknown masjid", async () => {
    const other = await newMember();
    const { token } = await newMember();
    const res = await api('updateBasicInfo', { ...details, userId: other.userId, parentId: null }, token);
    expect(res.status).toBe(403);
    expect((await api('getSessionUser', {}, other.token)).body.result.name).toBeNull();
    const unknown = await api(
      'updateBasicInfo',
      { ...details, mosqueId: '00000000-0000-4000-8000-000000000000', parentId: null },
      token,
    );
    expect(unknown.status).toBe(404);
  });

  it('answers invalid fields with 400 and their messages', async () => {
    const { token } = await newMember();
    const message = async (patch: Record<string, unknown>) => {
      const res = await env.t.send('updateBasicInfo', { ...details, parentId: null, ...patch }, token, {
        ip: '10.20.0.1',
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      return res.body.error.message;
    };
    expect(await message({ name: '   ' })).toBe(PROFILE_MSG.nameRequired);
    expect(await message({ name: 'x'.repeat(101) })).toBe(PROFILE_MSG.nameTooLong);
    expect(await message({ dob: '2999-01-01' })).toBe(PROFILE_MSG.dobFuture);
    expect(await message({ dob: '1899-12-31' })).toBe(PROFILE_MSG.dobInvalid);
    expect(await message({ dob: '2001-02-30' })).toBe(PROFILE_MSG.dobInvalid);
    expect(await message({ dob: '12/04/1990' })).toBe(PROFILE_MSG.dobInvalid);
    expect(await message({ gender: 'other' })).toBe(PROFILE_MSG.genderRequired);
    expect(await message({ address: '' })).toBe(PROFILE_MSG.addressRequired);
    expect(await message({ address: 'x'.repeat(501) })).toBe(PROFILE_MSG.addressTooLong);
  });
});

describe('updateBasicInfo for family members', () => {
  const son = { name: 'Ayaan Qureshi', dob: '2015-09-01', gender: 'male' as const, address: 'Same as mine' };

  it('adds and then updates a family member of the caller', async () => {
    const { token, userId } = await newMember();
    const added = await api(
      'updateBasicInfo',
      { ...son, id: null, userId, parentId: userId, relation: 'Son' },
      token,
    );
    expect(added.body.result).toMatchObject({ pass: true, familyMemberId: expect.any(String) });
    const id = added.body.result.familyMemberId!;

    const updated = await api(
      'updateBasicInfo',
      { ...son, id, name: 'Ayaan Q.', parentId: userId, relation: 'Son' },
      token,
    );
    expect(updated.body.result).toEqual({
      pass: true,
      message: expect.any(String),
      messageCode: expect.any(String),
      familyMemberId: id,
    });
    const [row] = await env.t.db.select().from(familyMembers).where(eq(familyMembers.id, id));
    expect(row).toMatchObject({ userId, name: 'Ayaan Q.', relation: 'Son', dob: son.dob, gender: 'male' });
    // The caller's own record is untouched.
    expect((await api('getSessionUser', {}, token)).body.result.name).toBeNull();
  });

  it("answers someone else's family member with 404 and someone else's parentId with 403", async () => {
    const owner = await newMember();
    const added = await api(
      'updateBasicInfo',
      { ...son, parentId: owner.userId, relation: 'Son' },
      owner.token,
    );
    const theirs = added.body.result.familyMemberId!;
    const { token, userId } = await newMember();
    const res = await api(
      'updateBasicInfo',
      { ...son, id: theirs, name: 'Taken over', parentId: userId, relation: 'Son' },
      token,
    );
    expect(res.status).toBe(404);
    const [row] = await env.t.db.select().from(familyMembers).where(eq(familyMembers.id, theirs));
    expect(row?.name).toBe(son.name);
    expect(
      (await api('updateBasicInfo', { ...son, parentId: owner.userId, relation: 'Son' }, token)).status,
    ).toBe(403);
  });

  it('needs a relation from the spec list', async () => {
    const { token, userId } = await newMember();
    const missing = await api('updateBasicInfo', { ...son, parentId: userId, relation: null }, token);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(PROFILE_MSG.relationRequired);
    const cousin = await api('updateBasicInfo', { ...son, parentId: userId, relation: 'Cousin' }, token);
    expect(cousin.status).toBe(400);
  });
});

// updateBasicInfo does three things, each now a function of its own; updateBasicInfo dispatches to them.
describe('updateProfile, addFamilyMember and updateFamilyMember', () => {
  it("change the caller's own details, and add and change a family member of theirs alone", async () => {
    const { token } = await newMember();
    const own = await api('updateProfile', { ...details, mosqueId: mumbai }, token);
    expect(own.body.result).toMatchObject({ pass: true });
    expect((await api('getSessionUser', {}, token)).body.result).toMatchObject({
      ...details,
      mosqueId: mumbai,
    });

    const added = (
      await api('addFamilyMember', { ...details, name: 'Sana Qureshi', relation: 'Daughter' }, token)
    ).body.result;
    expect(added).toMatchObject({ pass: true, familyMemberId: expect.any(String) });
    const id = added.familyMemberId!;
    const changed = await api(
      'updateFamilyMember',
      { ...details, id, name: 'Sana Q.', relation: 'Daughter' },
      token,
    );
    expect(changed.body.result).toMatchObject({ pass: true });
    expect((await api('getFamilyMember', { id }, token)).body.result).toMatchObject({ name: 'Sana Q.' });

    const stranger = await newMember();
    const theirs = await api('updateFamilyMember', { ...details, id, relation: 'Son' }, stranger.token);
    expect(theirs.status).toBe(404);
    const [row] = await env.t.db.select().from(familyMembers).where(eq(familyMembers.id, id));
    expect(row!.name).toBe('Sana Q.');
  });

  it('refuse a family member without a relation, or with one not on the list, with a 400', async () => {
    const { token } = await newMember();
    const missing = await env.t.send('addFamilyMember', details, token, { ip: '10.20.0.1' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([
      expect.objectContaining({ path: 'relation', message: PROFILE_MSG.relationRequired }),
    ]);
    const unknown = await env.t.send('addFamilyMember', { ...details, relation: 'Cousin' }, token, {
      ip: '10.20.0.1',
    });
    expect(unknown.status).toBe(400);
  });
});
