import { pageInputFields } from '../paging';
import { mosquePointSchema } from '../prayer-times/point-schema';
import { idSchema, mosqueFieldsSchema, placeNameSchema } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { locationSchema, mosqueSchema, passReply, saidFields } from './shapes';

/** At most 50 masjids a page (the limit: a page of cards stays light on a phone). */
export const MOSQUE_PAGE_MAX = 50;
/** A spreadsheet of masjids: 2 MB of CSV, at most 5,000 rows (a large district's masjids). */
export const MOSQUE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const MOSQUE_IMPORT_MAX_ROWS = 5000;
/** The columns of the masjid spreadsheet, in the order an export writes them. */
export const MOSQUE_CSV_COLUMNS = [
  'State',
  'District',
  'City',
  'Locality',
  'Mosque ID',
  'Name',
  'Address',
  'URL',
  'Latitude',
  'Longitude',
] as const;
/** The columns a spreadsheet may leave out: files made before masjids had a point still import. */
export const MOSQUE_CSV_OPTIONAL_COLUMNS = ['Latitude', 'Longitude'] as const;

// A file of 2 MB in JSON: quotes and line ends are escaped, so the body may be somewhat larger than the file.
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

const searchSchema = z.optional(
  z.pipe(
    z.string().check(z.maxLength(100)),
    z.transform((s) => s.trim()),
  ),
);

const csvInput = z.object({
  csv: z.string().check(z.maxLength(MOSQUE_IMPORT_MAX_BYTES)),
});

/** One row the import cannot take, by its row number in the spreadsheet (the header is row 1). */
const importProblem = z.object({ row: z.number(), ...saidFields });

const importCheck = {
  /** Masjids the file holds. */
  rows: z.number(),
  /** Cities and localities the import adds (it never adds a state or a district). */
  newLocations: z.number(),
  problems: z.array(importProblem),
};

/**
 * A masjid's form: its fields, its locality, and its point (latitude and longitude, both or neither, inside
 * India; mosquePointSchema). The point's checks stay on the object, so safeExtend keeps them.
 */
const mosqueFormInput = z.safeExtend(mosquePointSchema, {
  ...mosqueFieldsSchema.shape,
  locationId: idSchema,
});

/** A write that creates something: the new record's id when pass is true, null when it was refused. */
const addedReply = z.extend(passReply, { id: z.nullable(z.string()) });

/**
 * The place tree (Country > State > District > City > Locality) and its masjids: the pickers' public reads,
 * and the admin's writes (/admin/places, /admin/mosques). A masjid stands in a locality; its mosque ID is
 * unique, ignoring case; its url is http(s). A refusal the admin can fix (a duplicate name, a wrong level,
 * something still in use) is `pass: false` with a message; bad input, an unknown id included, is a 400.
 * Every write adds one audit_log row.
 */
export const placesFunctions = {
  getLocations: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    mayBeStale: true,
    summary: 'Children of a location (absent parentId: the country root itself).',
    // An admin's new place reaches the pickers within five minutes; staff read past the caches.
    sharedCaching: { maxAgeSeconds: 300 },
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.object({ parentId: z.nullish(idSchema) })]),
      z.transform((v) => ({ parentId: v?.parentId ?? null })),
    ),
    output: z.array(locationSchema),
  }),
  getMosques: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    mayBeStale: true,
    summary: 'Masjids of one locality.',
    sharedCaching: { maxAgeSeconds: 300 },
    input: z.object({ locationId: idSchema }),
    output: z.array(mosqueSchema),
  }),
  getPlaceTrail: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "The places from the country down to a location, or down to a masjid's locality with the masjid itself: a screen given only a place's id (the directory's area in a shared link) shows it in its dropdowns and names it. An unknown id has no places. Beyond the spec.",
    input: z.object({ id: idSchema }),
    output: z.object({ places: z.array(locationSchema), mosque: z.nullable(mosqueSchema) }),
  }),
  addLocation: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary:
      "Adds a location under parentId; its type is the level after the parent's (nothing under a locality). Sibling names are unique, ignoring case.",
    input: z.object({ name: placeNameSchema, parentId: idSchema }),
    output: addedReply,
  }),
  updateLocation: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary: 'Renames a location; sibling names stay unique, ignoring case.',
    input: z.object({ id: idSchema, name: placeNameSchema }),
    output: passReply,
  }),
  removeLocation: defineFunction({
    aliases: ['deleteLocation'],
    access: 'admin',
    kind: 'write',
    summary:
      'Deletes a location that nothing uses: no locations under it, masjids, staff scopes or alerts. The country is kept.',
    input: z.object({ id: idSchema }),
    output: passReply,
  }),
  getMosquesInArea: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary:
      'The masjids of every locality under locationId, by name, 50 a page at most, with their total on the first page; search matches a part of the name or of the mosque ID.',
    input: z.object({
      locationId: idSchema,
      search: searchSchema,
      cursor: pageInputFields.cursor,
      limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MOSQUE_PAGE_MAX))),
    }),
    output: z.object({
      items: z.array(mosqueSchema),
      nextCursor: z.nullable(z.string()),
      /** How many in all: on the first page (no cursor). */
      total: z.optional(z.number()),
    }),
  }),
  addMosque: defineFunction({
    aliases: ['addNewMosque'],
    access: 'admin',
    kind: 'write',
    summary:
      'Adds a masjid in a locality; mosqueId in the reply is the new record id. latitude and longitude (both or neither, inside India) place it on the map; without them its jamaat times cannot be shown.',
    input: mosqueFormInput,
    output: z.extend(passReply, { mosqueId: z.nullable(z.string()) }),
  }),
  updateMosqueDetails: defineFunction({
    aliases: ['updateExistingMosque'],
    access: 'admin',
    kind: 'write',
    summary:
      "Changes a masjid's mosque ID, name, address, locality or url, and its point: latitude and longitude both omitted keep the stored point (older clients send the form without them), both null clear it, both numbers (inside India) set it.",
    input: z.safeExtend(mosqueFormInput, { id: idSchema }),
    output: passReply,
  }),
  removeMosque: defineFunction({
    aliases: ['deleteMosque'],
    access: 'admin',
    kind: 'write',
    summary:
      'Deletes a masjid that nothing uses: no members, volunteer scopes or alerts, and no treasury (its books are kept).',
    input: z.object({ id: idSchema }),
    output: passReply,
  }),
  previewMosqueImport: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary:
      'Checks a CSV of masjids (State, District, City, Locality, Mosque ID, Name, Address, URL, and optionally Latitude and Longitude) without writing: every row with a problem, by row number.',
    bodyLimit: IMPORT_BODY_LIMIT,
    input: csvInput,
    output: z.object({ pass: z.boolean(), ...importCheck }),
  }),
  importMosques: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary:
      'Imports a CSV of masjids in one transaction, adding missing cities and localities under an existing state and district; only when every row is right.',
    bodyLimit: IMPORT_BODY_LIMIT,
    input: csvInput,
    output: z.object({ pass: z.boolean(), ...saidFields, imported: z.number(), ...importCheck }),
  }),
  exportMosques: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary:
      'The masjids under locationId as CSV, in the columns the import reads; pass is false for an area of more than 50,000 masjids.',
    input: z.object({ locationId: idSchema }),
    output: z.object({ pass: z.boolean(), ...saidFields, fileName: z.string(), csv: z.string() }),
  }),
};
