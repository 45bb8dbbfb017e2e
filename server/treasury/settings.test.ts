import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ZAKAT_PURPOSES } from '../../domain/treasury/default-funds';
import { indiaMonthOf } from '../../domain/treasury/india-date';
import { TREASURY_MESSAGES as T } from '../../domain/treasury/treasury-messages';
import { auditLog, mosques, mosqueTreasuries, treasuryFunds } from '../db/schema';
import { buildAdmin, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** A committee sets up its masjid's treasury: the first save opens the funds, later saves change only the settings. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let treasurer: string;
let otherVolunteer: string;

const key = () => ({ idempotencyKey: `settings-${randomUUID()}` });
const settings = (mosqueId: string) => ({
  mosqueId,
  upiId: 'oldmasjid@sbi',
  payeeName: 'Old Masjid Trust',
  legalName: 'Old Masjid Waqf Trust',
  address: '1 Street, Old Town',
  pan: 'AAATO1234F',
});

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'TS');
  admin = (await signedIn(t, buildAdmin({ email: 'ts.admin@test.local' }))).token;
  treasurer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'ts.treasurer@test.local',
        scope: { level: 'Mosque', mosqueId: tree.oldMosque },
        keepsTreasury: true,
      }),
    )
  ).token;
  otherVolunteer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'ts.other@test.local',
        scope: { level: 'Mosque', mosqueId: tree.newMosque },
        keepsTreasury: true,
      }),
    )
  ).token;
});
afterAll(() => t.close());

describe('updateMosqueTreasury and getMosqueTreasury', () => {
  it('answers no settings and no funds before the first save', async () => {
    const res = await t.call('getMosqueTreasury', { mosqueId: tree.harbourMosque }, admin);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ settings: null, funds: [], closedMonths: [], gateway: false });
  });

  it('sets up the treasury on the first save: prefix, chanda month, Zakat purposes and the six funds', async () => {
    const saved = await t.call(
      'updateMosqueTreasury',
      { ...settings(tree.oldMosque), ...key(), chandaPaise: 20_000, registration80G: 'AAATO1234FE20241' },
      treasurer,
    );
    expect(saved.body.result).toMatchObject({ pass: true, messageCode: 'treasurySaved' });
    const res = await t.call('getMosqueTreasury', { mosqueId: tree.oldMosque }, treasurer);
    expect(res.status).toBe(200);
    const { settings: got, funds, mosque } = res.body.result;
    expect(mosque).toMatchObject({ id: tree.oldMosque, mosqueId: 'TS-OLD', name: 'TS Old Masjid' });
    expect(got).toMatchObject({
      upiId: 'oldmasjid@sbi',
      pan: 'AAATO1234F',
      receiptPrefix: 'TS-OLD',
      chandaPaise: 20_000,
      registration80G: { number: 'AAATO1234FE20241', validFrom: null, validTo: null },
      zakatPurposes: [...DEFAULT_ZAKAT_PURPOSES],
    });
    expect(funds.map((f) => f.key)).toEqual([
      'general',
      'zakat',
      'sadaqah',
      'lillah',
      'fitra',
      'construction',
    ]);
    expect(funds.every((f) => f.balancePaise === 0 && !f.closed && !f.used)).toBe(true);
    const [row] = await t.db
      .select()
      .from(mosqueTreasuries)
      .where(eq(mosqueTreasuries.mosqueId, tree.oldMosque));
    expect(row!.chandaFrom).toBe(indiaMonthOf(new Date()));
  });

  it('keeps the prefix and the funds on a later save, and takes the 80G validity', async () => {
    await t.db.update(mosques).set({ code: 'TS-RENAMED' }).where(eq(mosques.id, tree.oldMosque));
    const saved = await t.call(
      'updateMosqueTreasury',
      {
        ...settings(tree.oldMosque),
        ...key(),
        payeeName: 'Old Masjid Committee',
        registration80G: { number: 'AAATO1234FE20241', validFrom: '2024-04-01', validTo: '2029-03-31' },
        zakatPurposes: ['Help to the poor'],
      },
      admin,
    );
    expect(saved.body.result.pass).toBe(true);
    const { settings: got, funds } = (await t.call('getMosqueTreasury', { mosqueId: tree.oldMosque }, admin))
      .body.result;
    expect(got).toMatchObject({
      payeeName: 'Old Masjid Committee',
      receiptPrefix: 'TS-OLD',
      chandaPaise: 20_000,
      registration80G: { validFrom: '2024-04-01', validTo: '2029-03-31' },
      zakatPurposes: ['Help to the poor'],
    });
    expect(funds).toHaveLength(6);
    const cleared = await t.call(
      'updateMosqueTreasury',
      { ...settings(tree.oldMosque), ...key(), registration80G: null, chandaPaise: null },
      admin,
    );
    expect(cleared.body.result.pass).toBe(true);
    const after = (await t.call('getMosqueTreasury', { mosqueId: tree.oldMosque }, admin)).body.result
      .settings;
    expect(after).toMatchObject({ registration80G: null, chandaPaise: null });
  });

  it('refuses an 80G validity that ends before it begins, and changes nothing', async () => {
    const res = await t.call(
      'updateMosqueTreasury',
      {
        ...settings(tree.newMosque),
        ...key(),
        registration80G: { number: 'AAATN1234FE20241', validFrom: '2029-04-01', validTo: '2024-03-31' },
      },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      messageCode: 'registration80GValidity',
      details: [{ path: 'registration80G.validTo', message: T.registration80GValidity }],
    });
    expect(
      await t.db.select().from(mosqueTreasuries).where(eq(mosqueTreasuries.mosqueId, tree.newMosque)),
    ).toEqual([]);
    expect(await t.db.select().from(treasuryFunds).where(eq(treasuryFunds.mosqueId, tree.newMosque))).toEqual(
      [],
    );
  });

  it('refuses a PAN or a UPI id of the wrong shape, and a date the calendar has not', async () => {
    for (const bad of [{ pan: 'ABCD1234F' }, { upiId: 'not-a-vpa' }]) {
      const res = await t.call(
        'updateMosqueTreasury',
        { ...settings(tree.newMosque), ...key(), ...bad },
        admin,
      );
      expect(res.status).toBe(400);
    }
    const res = await t.call(
      'updateMosqueTreasury',
      { ...settings(tree.newMosque), ...key(), registration80G: { number: 'X1', validFrom: '2024-02-31' } },
      admin,
    );
    expect(res.status).toBe(400);
  });

  it('saves once for a key given twice, and audits that once', async () => {
    const same = key();
    const input = { ...settings(tree.harbourMosque), ...same };
    const [a, b] = await Promise.all([
      t.call('updateMosqueTreasury', input, admin),
      t.call('updateMosqueTreasury', input, admin),
    ]);
    expect(a.body.result).toEqual(b.body.result);
    expect(
      await t.db.select().from(treasuryFunds).where(eq(treasuryFunds.mosqueId, tree.harbourMosque)),
    ).toHaveLength(6);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, tree.harbourMosque));
    expect(audits.filter((r) => r.action === 'treasury.settings')).toHaveLength(1);
  });

  it('is refused (403) to a treasurer of another masjid, and 404 for a masjid that does not exist', async () => {
    expect((await t.call('getMosqueTreasury', { mosqueId: tree.oldMosque }, otherVolunteer)).status).toBe(
      403,
    );
    expect(
      (await t.call('updateMosqueTreasury', { ...settings(tree.oldMosque), ...key() }, otherVolunteer))
        .status,
    ).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('getMosqueTreasury', { mosqueId: missing }, admin)).status).toBe(404);
  });
});

describe('removeMosque', () => {
  it('refuses a masjid whose treasury is set up, which stays with its books', async () => {
    const res = await t.call('removeMosque', { id: tree.harbourMosque }, admin);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'mosqueHasBooks' });
    expect(await t.db.select().from(mosques).where(eq(mosques.id, tree.harbourMosque))).toHaveLength(1);
  });
});
