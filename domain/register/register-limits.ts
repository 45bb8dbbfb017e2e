/**
 * The register import's limits (docs/decisions/0014-masjid-register.md). A 50,000-row register in Excel is
 * about 2 MB; the cap leaves room for wide sheets and CSV, while a request stays one the server can parse in
 * memory without starving the portal's other calls.
 */
export const REGISTER_MAX_ROWS = 50_000;
export const REGISTER_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The request carries the file in base64 (4 characters per 3 bytes), inside the JSON body. */
export const REGISTER_BODY_LIMIT = Math.ceil((REGISTER_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;
/** A merge can be undone for this many days; then its originals are purged. */
export const MERGE_UNDO_DAYS = 30;
/** At most this many invitations in one call. */
export const INVITATIONS_MAX = 500;

/**
 * The columns of ours a register's columns are mapped to. `ageOrDob` takes an age in years or a date of birth;
 * `household` groups the rows of one household (a "Ghar no."), without it a head of family starts one.
 */
export const REGISTER_FIELDS = [
  'name',
  'mobile',
  'fatherName',
  'relation',
  'ageOrDob',
  'gender',
  'address',
  'household',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterMapping = Partial<Record<RegisterField, string | null>>;

/** Why two records are flagged as likely the same person. */
export const DUPLICATE_REASONS = ['mobile', 'nameAndDob', 'nameAndFather'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The fields a merge lets staff choose, one record's value or the other's. */
export const MERGE_FIELDS = ['name', 'mobile', 'fatherName', 'dob', 'gender', 'address'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** A dry run lists at most this many problems and duplicates, by row; its counts say how many there are in all. */
export const REGISTER_LISTED_MAX = 2000;
