import { describe, expect, it } from 'vitest';
import { readCoordinates } from './coordinates-text';

const JAMA_MASJID = { point: { latitude: 28.6507, longitude: 77.2334 } };

describe('a pasted point', () => {
  for (const text of [
    '28.6507, 77.2334',
    '28.6507,77.2334',
    '28.6507 77.2334',
    '  28.6507 ,  77.2334  ',
    '(28.6507, 77.2334)',
    '28.6507° N, 77.2334° E',
    '28.6507N 77.2334E',
    'N 28.6507, E 77.2334',
    '77.2334° E, 28.6507° N',
    'https://www.google.com/maps/@28.6507,77.2334,17z',
    'https://www.google.com/maps/@28.6507,77.2334,17z?entry=ttu',
    'https://maps.google.com/?q=28.6507,77.2334',
    'https://www.google.com/maps?q=28.6507,77.2334&z=17',
    'https://www.google.com/maps/search/?api=1&query=28.6507%2C77.2334',
    'https://www.google.com/maps/search/28.6507,+77.2334?entry=ttu',
    'https://maps.google.com/maps?ll=28.6507,77.2334&z=16',
    'https://www.google.com/maps/dir/?api=1&destination=28.6507,77.2334',
    'https://maps.google.co.in/maps?q=loc:28.6507,77.2334',
    'www.google.com/maps/@28.6507,77.2334,18z',
  ]) {
    it(`reads ${text}`, () => expect(readCoordinates(text)).toEqual(JAMA_MASJID));
  }

  it("takes a place link's own point over the map's centre", () => {
    const link =
      'https://www.google.com/maps/place/Jama+Masjid/@28.6502,77.2301,17z/data=!3m1!4b1!4m6!3m5!1s0x390cfd!8m2!3d28.6507!4d77.2334!16zL20vMDJ3eDE?entry=ttu';
    expect(readCoordinates(link)).toEqual(JAMA_MASJID);
  });

  it('reads degrees, minutes and seconds as Google Maps writes them', () => {
    const read = readCoordinates(`28°39'02.5"N 77°14'00.2"E`);
    expect(read).toEqual({ point: { latitude: 28.650694, longitude: 77.233389 } });
  });

  it('says a short link cannot be read here, and what to copy instead', () => {
    expect(readCoordinates('https://maps.app.goo.gl/AbCdEf123')).toEqual({ problem: 'coordinatesShortLink' });
    expect(readCoordinates('maps.app.goo.gl/AbCdEf123')).toEqual({ problem: 'coordinatesShortLink' });
    expect(readCoordinates('https://goo.gl/maps/AbCdEf123')).toEqual({ problem: 'coordinatesShortLink' });
  });

  it('says a link that names only a place has no point', () => {
    expect(readCoordinates('https://www.google.com/maps/place/Jama+Masjid,+Delhi')).toEqual({
      problem: 'coordinatesLinkWithoutPoint',
    });
    expect(readCoordinates('https://maps.google.com/?q=Jama+Masjid+Delhi')).toEqual({
      problem: 'coordinatesLinkWithoutPoint',
    });
  });

  it('refuses what is not a pair of coordinates', () => {
    for (const text of [
      'Jama Masjid, Delhi',
      '28.6507',
      '28.6507, 77.2334, 12',
      '28.65 N 77.23 N',
      'abc 28 77',
    ])
      expect(readCoordinates(text), text).toEqual({ problem: 'coordinatesUnreadable' });
    expect(readCoordinates('   ')).toEqual({ problem: 'coordinatesRequired' });
  });

  it('refuses a point outside India, the numbers swapped or with a wrong sign among them', () => {
    for (const text of [
      '77.2334, 28.6507',
      '-28.6507, 77.2334',
      '28.6507° S, 77.2334° E',
      '28.6507, -77.2334',
      '31.5497, 74.3436',
      'https://www.google.com/maps/@21.4225,39.8262,17z',
      '200, 300',
    ])
      expect(readCoordinates(text), text).toEqual({ problem: 'coordinatesOutsideIndia' });
  });
});
