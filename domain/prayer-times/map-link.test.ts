import { describe, expect, it } from 'vitest';
import { readCoordinates } from './coordinates-text';
import { mapLinkOf, pointText } from './map-link';

describe("a masjid's point on a map", () => {
  const jama = { latitude: 28.6507, longitude: 77.2334 };

  it('opens Google Maps on the point', () => {
    expect(mapLinkOf(jama)).toBe('https://www.google.com/maps/search/?api=1&query=28.6507%2C77.2334');
  });

  it('is written as the form reads it back, and the link reads back to the same point', () => {
    expect(pointText(jama)).toBe('28.6507, 77.2334');
    expect(readCoordinates(pointText(jama))).toEqual({ point: jama });
    expect(readCoordinates(mapLinkOf(jama))).toEqual({ point: jama });
  });
});
