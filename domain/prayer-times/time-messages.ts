/**
 * The masjid times' messages, by code, in English; domain/messages.ts takes them into the catalogue, and the
 * web's Hindi and Urdu carry the same codes. A date in a message is dd/mm/yyyy and a time 24-hour 'HH:MM',
 * which every language here reads as it is.
 */
export const TIME_MESSAGES = {
  coordinatesRequired: "Please paste the masjid's Google Maps link, or its latitude and longitude",
  coordinatesUnreadable: 'Please paste a Google Maps link, or the latitude and longitude as 28.6507, 77.2334',
  coordinatesShortLink:
    'A short Google Maps link (maps.app.goo.gl) cannot be read here. Open it, then copy the address from the browser bar, or the numbers Google Maps shows for the place',
  coordinatesLinkWithoutPoint:
    'This link names a place but not its point. In Google Maps, press and hold on the masjid, then copy the numbers shown, such as 28.6507, 77.2334',
  coordinatesOutsideIndia:
    'This point is outside India. Please check it: the latitude (8 to 37 in India) comes first, then the longitude (68 to 97)',

  timeInvalid: 'Please enter a time as HH:MM, such as 13:30',
  methodChoose: 'Please choose a calculation method: Karachi, Muslim World League, ISNA, Egypt or Makkah',
  asrSchoolChoose: "Please choose Hanafi or Shafi'i for Asr",
  adjustmentTooLarge: 'An adjustment is a whole number of minutes, at most 30 either way',
  jamaatAfterRange: 'A jamaat is a whole number of minutes after its adhan, from 0 to 150',
  jamaatRoundTo: 'A jamaat time is rounded up to the next 5 or 15 minutes',
  jamaatRuleChoose: 'Please give the minutes after the adhan, or a fixed time',
  jumuahCount: "Jumu'ah has at most three jamaats",
  khutbahAfterJamaat: "The khutbah must come before its Jumu'ah jamaat",
  eidTimesCount: 'An Eid has one to three prayer times',
  sehriMinutesRange: "Sehri ends 0 to 60 minutes before Fajr's adhan",
  hijriAdjustmentRange: 'The Hijri date moves at most 2 days either way',
  displayDarkRange: 'The screen goes dark for 0 to 30 minutes',
  overridesTooMany: 'A masjid keeps at most 24 timetables for dates',
  overrideTooLong: 'A timetable for dates lasts at most a year',
  overridesOverlap:
    'The timetables for {{first}} and {{second}} share days. Please change one so that they do not overlap',

  fajrJamaatOutside:
    'The Fajr jamaat must be after its adhan and before sunrise: on {{date}} it would be at {{jamaat}}, and the time is {{adhan}} to {{end}}',
  dhuhrJamaatOutside:
    "The Dhuhr jamaat must be after its adhan and before Asr's adhan: on {{date}} it would be at {{jamaat}}, and the time is {{adhan}} to {{end}}",
  asrJamaatOutside:
    "The Asr jamaat must be after its adhan and before Maghrib's adhan: on {{date}} it would be at {{jamaat}}, and the time is {{adhan}} to {{end}}",
  maghribJamaatOutside:
    "The Maghrib jamaat must be after its adhan and before Isha's adhan: on {{date}} it would be at {{jamaat}}, and the time is {{adhan}} to {{end}}",
  ishaJamaatOutside:
    'The Isha jamaat must be after its adhan and before midnight: on {{date}} it would be at {{jamaat}}, and the time is {{adhan}} to {{end}}',
  jumuahOutside:
    "Jumu'ah's khutbah and jamaat must be after Dhuhr's adhan and before Asr's: on {{date}} one would be at {{jamaat}}, and the time is {{adhan}} to {{end}}",
  eidOutside:
    "An Eid prayer must be after sunrise and before Dhuhr's adhan: on {{date}} it would be at {{jamaat}}, and the time is {{adhan}} to {{end}}",

  fajrJamaatLate: 'The Fajr jamaat at {{jamaat}} on {{date}} is late: sunrise is at {{end}}',
  dhuhrJamaatLate: "The Dhuhr jamaat at {{jamaat}} on {{date}} is late: Asr's adhan is at {{end}}",
  asrJamaatLate: "The Asr jamaat at {{jamaat}} on {{date}} is late: Maghrib's adhan is at {{end}}",
  maghribJamaatLate: "The Maghrib jamaat at {{jamaat}} on {{date}} is late: Isha's adhan is at {{end}}",
  ishaJamaatLate: 'The Isha jamaat at {{jamaat}} on {{date}} is late: it must be before midnight ({{end}})',

  fajrJamaatOutsideLater:
    'On {{date}} the Fajr jamaat at {{jamaat}} first falls outside its time, {{adhan}} to sunrise at {{end}}. Please set new times from that day',
  dhuhrJamaatOutsideLater:
    "On {{date}} the Dhuhr jamaat at {{jamaat}} first falls outside its time, {{adhan}} to Asr's adhan at {{end}}. Please set new times from that day",
  asrJamaatOutsideLater:
    "On {{date}} the Asr jamaat at {{jamaat}} first falls outside its time, {{adhan}} to Maghrib's adhan at {{end}}. Please set new times from that day",
  maghribJamaatOutsideLater:
    "On {{date}} the Maghrib jamaat at {{jamaat}} first falls outside its time, {{adhan}} to Isha's adhan at {{end}}. Please set new times from that day",
  ishaJamaatOutsideLater:
    'On {{date}} the Isha jamaat at {{jamaat}} first falls outside its time, {{adhan}} to midnight ({{end}}). Please set new times from that day',
  jumuahOutsideLater:
    "On {{date}} a Jumu'ah khutbah or jamaat at {{jamaat}} first falls outside its time, Dhuhr's adhan at {{adhan}} to Asr's at {{end}}. Please set new times from that day",

  timesSaved: 'The times are saved, from {{date}}',
  timesUnchanged: 'Nothing changed: the times from {{date}} are as they were',
  timesNotSaved: 'The times were not saved. Please correct what is marked',
  timesFromPast: 'A change takes effect today or later: {{date}} has passed',
  timesKeeperGranted: "This volunteer may now keep their masjid's times",
  timesKeeperRevoked: "This volunteer no longer keeps their masjid's times",
  timesKeeperNeedsMosque: "Only a volunteer whose scope is one masjid may keep that masjid's times",
  indiaHijriAdjustmentSaved: "India's Hijri date is now moved {{days}} days from the Umm al-Qura calendar",
  displayKeyAdded: "The TV's key is made. Copy its address now: it is shown only once",
  displayKeyRevoked: 'The key is revoked: a TV that opens with it shows nothing',
} as const;
