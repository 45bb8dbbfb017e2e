/**
 * An implementation of the prayer times written for the tests, apart from the adhan library: the sun's place
 * by NOAA's solar calculator (Meeus's low-precision formulas: declination and the equation of time), then
 * the hour angle at which the sun stands at each prayer's depression angle or Asr's shadow. Minutes are in
 * India's time, unrounded.
 */
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The sun's declination (degrees) and the equation of time (minutes) at a Julian day. */
function sunAt(julianDay: number) {
  const t = (julianDay - 2451545) / 36525;
  const meanLongitude = (280.46646 + t * (36000.76983 + 0.0003032 * t)) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const centre =
    Math.sin(rad(meanAnomaly)) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(rad(2 * meanAnomaly)) * (0.019993 - 0.000101 * t) +
    Math.sin(rad(3 * meanAnomaly)) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLongitude = meanLongitude + centre - 0.00569 - 0.00478 * Math.sin(rad(omega));
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(rad(omega));
  const declination = deg(Math.asin(Math.sin(rad(obliquity)) * Math.sin(rad(apparentLongitude))));
  const y = Math.tan(rad(obliquity / 2)) ** 2;
  const l0 = rad(meanLongitude);
  const m = rad(meanAnomaly);
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * l0) -
        2 * eccentricity * Math.sin(m) +
        4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
        0.5 * y * y * Math.sin(4 * l0) -
        1.25 * eccentricity * eccentricity * Math.sin(2 * m),
    );
  return { declination, equationOfTime };
}

const julianDayOf = (date: string, utcMinutes: number) =>
  Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 2440587.5 + utcMinutes / 1440;

type Place = { latitude: number; longitude: number };

/**
 * The UTC minute of the day at which the sun reaches `altitudeOf(declination)` (degrees) before noon
 * (`side` -1) or after it (+1). Twice over, the sun's place taken at the time found the first time.
 */
function sunTime(place: Place, date: string, side: -1 | 0 | 1, altitudeOf: (declination: number) => number) {
  let minutes = 720 - 4 * place.longitude;
  for (let pass = 0; pass < 3; pass++) {
    const sun = sunAt(julianDayOf(date, minutes));
    const noon = 720 - 4 * place.longitude - sun.equationOfTime;
    if (side === 0) {
      minutes = noon;
      continue;
    }
    const phi = rad(place.latitude);
    const delta = rad(sun.declination);
    const h = rad(altitudeOf(sun.declination));
    const cosH = (Math.sin(h) - Math.sin(phi) * Math.sin(delta)) / (Math.cos(phi) * Math.cos(delta));
    minutes = noon + side * 4 * deg(Math.acos(cosH));
  }
  return minutes;
}

export type ReferenceMethod = {
  fajrAngle: number;
  ishaAngle?: number;
  ishaMinutes?: number;
  dhuhrMinutes: number;
};

/** The same methods as the portal's choice, from their published definitions. */
export const REFERENCE_METHODS: Record<string, ReferenceMethod> = {
  karachi: { fajrAngle: 18, ishaAngle: 18, dhuhrMinutes: 1 },
  mwl: { fajrAngle: 18, ishaAngle: 17, dhuhrMinutes: 1 },
  isna: { fajrAngle: 15, ishaAngle: 15, dhuhrMinutes: 1 },
  egypt: { fajrAngle: 19.5, ishaAngle: 17.5, dhuhrMinutes: 1 },
  makkah: { fajrAngle: 18.5, ishaMinutes: 90, dhuhrMinutes: 0 },
};

/** Sunrise and sunset: the sun's upper edge on the horizon, with the atmosphere's refraction (0°50'). */
const HORIZON = -50 / 60;

/** The six times of a day in India's minutes, by the method and the Asr shadow factor (1 Shafi'i, 2 Hanafi). */
export function referenceTimes(place: Place, date: string, method: ReferenceMethod, shadowFactor: 1 | 2) {
  const india = (utc: number) => utc + 330;
  const sunset = sunTime(place, date, 1, () => HORIZON);
  const asrAltitude = (declination: number) =>
    deg(Math.atan(1 / (shadowFactor + Math.tan(Math.abs(rad(place.latitude - declination))))));
  return {
    fajr: india(sunTime(place, date, -1, () => -method.fajrAngle)),
    sunrise: india(sunTime(place, date, -1, () => HORIZON)),
    dhuhr: india(sunTime(place, date, 0, () => 0) + method.dhuhrMinutes),
    asr: india(sunTime(place, date, 1, asrAltitude)),
    maghrib: india(sunset),
    isha: india(
      method.ishaMinutes === undefined
        ? sunTime(place, date, 1, () => -(method.ishaAngle ?? 0))
        : sunset + method.ishaMinutes,
    ),
  };
}
