import { describe, expect, it } from 'vitest';
import { PRAYER_TIME_TEXTS } from '../../domain/prayer-times/prayer-time-texts';
import type { PublicPageTexts } from '../../domain/public-page';
import { en } from '../i18n/locales/en';
import { ur } from '../i18n/locales/ur';
import { kilometres, type NearbyReply, nearbyItems, problemText } from './near-me-view';

function textsOf(catalogue: typeof en): PublicPageTexts {
  const { weekdays, ...words } = catalogue.publicMasjid;
  return {
    words,
    weekdays,
    ...PRAYER_TIME_TEXTS,
    prayers: catalogue.prayerTimes.prayers,
    opensInNewTab: catalogue.common.opensInNewTab,
    languageLabel: catalogue.language.label,
    languageName: 'x',
  };
}

const mosque = (
  code: string,
  distanceMeters: number,
  next: NearbyReply['mosques'][number]['nextJamaat'],
) => ({
  id: code,
  mosqueId: code,
  name: `Masjid ${code}`,
  address: 'Chandni Chowk',
  url: '',
  placeNames: ['Old Delhi', ''],
  latitude: 28.65,
  longitude: 77.23,
  distanceMeters,
  nextJamaat: next,
});

describe('the masjids near me, as the page lists them', () => {
  const reply: NearbyReply = {
    mosques: [
      mosque('DL 1', 870, { name: 'asr', date: '2026-12-03', at: '16:45' }),
      mosque('DL-2', 12_400, { name: 'fajr', date: '2026-12-04', at: '06:10' }),
      mosque('DL-3', 3_000, null),
    ],
  };

  it('writes each distance, its next jamaat today or tomorrow, and links to its page', () => {
    const items = nearbyItems(reply, textsOf(en), 'en', '2026-12-03');
    expect(items.map((i) => i.distance)).toEqual(['0.9 km away', '12 km away', '3.0 km away']);
    expect(items[0]!.next).toBe('Next jamaat: Asr at 4:45 pm');
    expect(items[1]!.next).toBe('Next jamaat: Fajr tomorrow at 6:10 am');
    expect(items[2]!.next).toBe(en.publicMasjid.noJamaatSet);
    expect(items[0]!.href).toBe('/masjid/DL%201');
    expect(items[0]!.place).toBe('Chandni Chowk, Old Delhi');
  });

  it('in Urdu, with its own words for the prayer and the time of day', () => {
    const [first] = nearbyItems(reply, textsOf(ur as typeof en), 'ur', '2026-12-03');
    expect(first!.distance).toBe('0.9 کلومیٹر دور');
    expect(first!.next).toBe('اگلی جماعت: عصر 4:45 سہ پہر');
  });

  it('says plainly why there is no list', () => {
    expect(problemText('denied', textsOf(en))).toBe(en.publicMasjid.nearMeDenied);
    expect(problemText('offline', textsOf(en))).toBe(en.publicMasjid.nearMeOffline);
  });

  it('rounds as someone choosing a masjid reads a distance', () => {
    expect(kilometres(49)).toBe('0.0');
    expect(kilometres(9_949)).toBe('9.9');
    expect(kilometres(10_500)).toBe('11');
  });
});
