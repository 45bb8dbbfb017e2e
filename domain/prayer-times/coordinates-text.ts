import { isInIndia } from './india-bounds';
import type { GeoPoint } from './time-settings';

type CoordinatesProblem =
  | 'coordinatesRequired'
  | 'coordinatesUnreadable'
  | 'coordinatesShortLink'
  | 'coordinatesLinkWithoutPoint'
  | 'coordinatesOutsideIndia';

export type ReadPoint = { point: GeoPoint } | { problem: CoordinatesProblem };

const NUMBER = String.raw`-?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^(?:loc:)?\s*(${NUMBER})\s*,\s*(${NUMBER})$`);

/**
 * Where a Google Maps link puts its point, the surest first: a place's own point (`!3d…!4d…`), the point a
 * link asks for (`?q=`, `?query=`, `?ll=`, `?destination=`, `?daddr=`), a point in the path (`/search/28.65,77.23`),
 * then the centre of the map shown (`/@28.65,77.23,17z`), which is near the place but not on it.
 */
function pointOfLink(link: string): [string, string] | undefined {
  const place = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(link);
  if (place) return [place[1]!, place[2]!];
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return undefined;
  }
  for (const key of ['q', 'query', 'll', 'destination', 'daddr', 'center']) {
    const pair = PAIR.exec(url.searchParams.get(key)?.trim() ?? '');
    if (pair) return [pair[1]!, pair[2]!];
  }
  const path = decodeURIComponent(url.pathname).replace(/\+/g, ' ');
  for (const segment of path.split('/')) {
    const pair = PAIR.exec(segment.trim());
    if (pair) return [pair[1]!, pair[2]!];
  }
  const centre = new RegExp(`@(${NUMBER}),(${NUMBER})`).exec(path);
  return centre ? [centre[1]!, centre[2]!] : undefined;
}

// One coordinate as people write it: '28.6507', '-28.65', '28.6507° N', 'N 28.6507', or 28°39'02.5"N.
const COORDINATE = new RegExp(
  String.raw`([NSEW])?\s*(-?\d{1,3}(?:\.\d+)?)\s*(?:°|º|deg)?\s*` +
    String.raw`(?:(\d{1,2}(?:\.\d+)?)\s*['′’]\s*)?(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|″|”|'')\s*)?([NSEW])?`,
  'gi',
);

type Coordinate = { value: number; axis?: 'lat' | 'lon' };

/** The two coordinates of a written pair, each with its axis when a letter names it; undefined if not two. */
function coordinatesOfText(text: string): [Coordinate, Coordinate] | undefined {
  const found: Coordinate[] = [];
  const rest = text.replace(COORDINATE, (whole, before, degrees, minutes, seconds, after) => {
    if (!whole.trim()) return whole;
    const letter = String(before ?? after ?? '').toUpperCase();
    const size = Number(degrees.replace('-', '')) + Number(minutes ?? 0) / 60 + Number(seconds ?? 0) / 3600;
    const negative = degrees.startsWith('-') || letter === 'S' || letter === 'W';
    const axis =
      letter === 'N' || letter === 'S' ? 'lat' : letter === 'E' || letter === 'W' ? 'lon' : undefined;
    found.push({ value: negative ? -size : size, axis });
    return ' ';
  });
  // Only separators may be left over: anything else means the text was not a pair of coordinates.
  if (found.length !== 2 || !/^[\s,;()]*$/.test(rest)) return undefined;
  return [found[0]!, found[1]!];
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The point a committee pasted: a Google Maps link in any of its usual forms, or a latitude and longitude
 * ("28.6507, 77.2334", "28.6507 77.2334", "28.6507° N, 77.2334° E", 28°39'02.5"N 77°14'00.2"E), latitude
 * first unless letters say otherwise. A short maps.app.goo.gl link names no point until it is opened, which
 * needs the network; it is refused with a message saying what to copy instead. A point outside India is
 * refused (india-bounds.ts).
 */
export function readCoordinates(text: string): ReadPoint {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'coordinatesRequired' };
  if (/^(https?:\/\/)?(maps\.app\.goo\.gl|goo\.gl\/maps)\b/i.test(trimmed))
    return { problem: 'coordinatesShortLink' };
  let latitude: number;
  let longitude: number;
  if (/^(https?:\/\/|www\.|maps\.|google\.)/i.test(trimmed)) {
    const pair = pointOfLink(trimmed);
    if (!pair) return { problem: 'coordinatesLinkWithoutPoint' };
    [latitude, longitude] = [Number(pair[0]), Number(pair[1])];
  } else {
    const pair = coordinatesOfText(trimmed);
    if (!pair) return { problem: 'coordinatesUnreadable' };
    const [first, second] = pair;
    const swapped = first.axis === 'lon' || second.axis === 'lat';
    if (first.axis && first.axis === second.axis) return { problem: 'coordinatesUnreadable' };
    [latitude, longitude] = swapped ? [second.value, first.value] : [first.value, second.value];
  }
  if (!isInIndia(latitude, longitude)) return { problem: 'coordinatesOutsideIndia' };
  return { point: { latitude: round(latitude), longitude: round(longitude) } };
}
