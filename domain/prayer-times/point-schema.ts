import { MSG, say } from '../messages';
import * as z from '../zod';
import { readCoordinates } from './coordinates-text';
import { isInIndia } from './india-bounds';
import type { GeoPoint } from './time-settings';

const coordinate = z.optional(z.nullable(z.number({ error: MSG.coordinatesUnreadable })));

/**
 * A masjid's `latitude` and `longitude` as `addMosque` and `updateMosqueDetails` take them: both or
 * neither (a masjid without them shows "Times not set yet"), and a point inside India.
 */
export const mosquePointSchema = z.object({ latitude: coordinate, longitude: coordinate }).check(
  z.refine((p) => (p.latitude == null) === (p.longitude == null), {
    message: MSG.coordinatesRequired,
    path: ['longitude'],
  }),
  z.refine((p) => p.latitude == null || p.longitude == null || isInIndia(p.latitude, p.longitude), {
    message: MSG.coordinatesOutsideIndia,
    path: ['latitude'],
  }),
);

/** The point of pasted text, or the reader's message about it as the issue. */
function pointOfText(text: string, ctx: z.core.ParsePayload): GeoPoint {
  const read = readCoordinates(text);
  if ('point' in read) return read.point;
  ctx.issues.push({ code: 'custom', message: say(read.problem).message, input: text });
  return z.NEVER;
}

/**
 * The point as pasted, where one is required: read as readCoordinates reads it. The form's field takes
 * optionalPastedPointSchema, which lets the admin leave it empty.
 * @internal
 */
export const pastedPointSchema = z.pipe(
  z.string({ error: MSG.coordinatesRequired }),
  z.transform(pointOfText),
);

/**
 * The same field where it may be left empty (the masjid form: a masjid may wait for its point): empty, or only
 * spaces, is no point (null); anything else must read as one.
 */
export const optionalPastedPointSchema = z.pipe(
  z.string({ error: MSG.coordinatesRequired }),
  z.transform((text, ctx): GeoPoint | null => (text.trim() === '' ? null : pointOfText(text, ctx))),
);
