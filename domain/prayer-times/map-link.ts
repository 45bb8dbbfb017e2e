import type { GeoPoint } from './time-settings';

/**
 * A link that opens the point in Google Maps, in the app on a phone and on the web elsewhere: the documented
 * "Maps URLs" search form, which needs no key and drops a pin on the point itself.
 */
export function mapLinkOf({ latitude, longitude }: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/** A point as people write it and the masjid form reads it back: '28.6507, 77.2334'. */
export function pointText({ latitude, longitude }: GeoPoint): string {
  return `${latitude}, ${longitude}`;
}
