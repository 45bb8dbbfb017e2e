import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../test/config';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const children = async (parentId?: string) =>
  (await t.call('getLocations', parentId ? { parentId } : {})).body.result;

describe('locations and masjids', () => {
  it('walks India > state > district > city > locality > masjid one level at a time', async () => {
    const [india] = await children();
    expect(india).toMatchObject({ name: 'India', type: 'country', parentId: null });
    const states = await children(india!.id);
    expect(states).toHaveLength(36);
    const delhi = states.find((s) => s.name === 'Delhi');
    expect(delhi?.type).toBe('state');
    const districts = await children(delhi!.id);
    expect(districts.length).toBeGreaterThan(5);
    // Follow the demo chain down to a masjid.
    let level = districts;
    for (const type of ['district', 'city']) {
      const withChildren = [];
      for (const l of level) if ((await children(l.id)).length > 0) withChildren.push(l);
      expect(withChildren.length, type).toBeGreaterThan(0);
      expect(withChildren[0]?.type).toBe(type);
      level = await children(withChildren[0]!.id);
    }
    expect(level[0]?.type).toBe('locality');
    const mosques = (await t.call('getMosques', { locationId: level[0]!.id })).body.result;
    expect(mosques.length).toBeGreaterThan(0);
    expect(mosques[0]).toMatchObject({
      mosqueId: expect.any(String),
      name: expect.any(String),
      locationId: level[0]!.id,
    });
  });

  it('ships every state with its districts', async () => {
    const [india] = await children();
    const states = await children(india!.id);
    for (const s of states.slice(0, 5)) expect((await children(s.id)).length, s.name).toBeGreaterThan(0);
  });

  it('rejects a parentId that is not an id', async () => {
    const res = await t.call('getLocations', { parentId: 'delhi' });
    expect(res.status).toBe(400);
  });
});

describe('the trail of a place', () => {
  it('gives the places from the country down to a location, or to a masjid with the masjid', async () => {
    const { token } = (await t.call('signInStaff', TEST_ADMIN)).body.result;
    const [india] = await children();
    const telangana = (await children(india!.id)).find((s) => s.name === 'Telangana')!;
    const trail = async (id: string) => (await t.call('getPlaceTrail', { id }, token)).body.result;
    expect(await trail(telangana.id)).toEqual({ places: [india, telangana], mosque: null });

    const hyderabad = (await children(telangana.id)).find((d) => d.name === 'Hyderabad')!;
    const city = (await children(hyderabad.id))[0]!;
    const locality = (await children(city.id))[0]!;
    const [masjid] = (await t.call('getMosques', { locationId: locality.id })).body.result;
    expect(await trail(masjid!.id)).toEqual({
      places: [india, telangana, hyderabad, city, locality],
      mosque: masjid,
    });
    // A stale link's id names nothing: no places, and no error.
    expect(await trail('00000000-0000-4000-8000-000000000000')).toEqual({ places: [], mosque: null });
    expect((await t.call('getPlaceTrail', { id: 'telangana' }, token)).status).toBe(400);
    expect((await t.call('getPlaceTrail', { id: telangana.id })).status).toBe(401);
  });
});
