import {
  ALERT_CATEGORIES,
  ALERT_LEVELS,
  ALERT_SEVERITIES,
  LOCATION_TYPES,
  ROLES,
  SCOPE_LEVELS,
} from '../../../domain/constants';

/** One line of what an audit row changed: a field with its value before and after (null: none on that side). */
export type AuditChange = { field: string; before: unknown; after: unknown };

type Snapshot = Record<string, unknown> | null | undefined;
const isSnapshot = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The changes an audit row's details hold ({before, after}: server/audit/record-audit.ts), one per field in
 * the order the server wrote them: an update keeps only the fields that changed, an addition has no before and
 * a deletion no after. A row with neither (a sign-in, a download) has none.
 */
export function auditChanges(details: Record<string, unknown> | null): AuditChange[] {
  const before: Snapshot = isSnapshot(details?.before) ? details.before : null;
  const after: Snapshot = isSnapshot(details?.after) ? details.after : null;
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => ({
    field,
    before: before ? (before[field] ?? null) : null,
    after: after ? (after[field] ?? null) : null,
  }));
}

/** What kind of value an audit field holds, so that it shows in words (the card turns each into text). */
export type AuditValue =
  | { kind: 'none' }
  | { kind: 'yes' | 'no' }
  | { kind: 'number'; value: number }
  | { kind: 'day'; value: string }
  | { kind: 'moment'; value: string }
  | { kind: 'named'; name: string }
  | { kind: 'text'; value: string }
  | { kind: 'list'; values: AuditValue[] }
  | CodedValue;

/**
 * The fields whose values are codes from a fixed list (an alert's severity 'low', a location's type 'state'):
 * the card writes each in the reader's language, by the words the screens that set it use.
 */
const CODES = {
  severity: ALERT_SEVERITIES,
  category: ALERT_CATEGORIES,
  level: ALERT_LEVELS,
  type: LOCATION_TYPES,
  role: ROLES,
  scopeLevel: SCOPE_LEVELS,
} as const;
type CodedField = keyof typeof CODES;
export type CodedValue = {
  [F in CodedField]: { kind: 'coded'; field: F; value: (typeof CODES)[F][number] };
}[CodedField];

function coded(field: string | undefined, value: string): CodedValue | undefined {
  if (!field || !Object.hasOwn(CODES, field)) return undefined;
  const codes: readonly string[] = CODES[field as CodedField];
  return codes.includes(value) ? ({ kind: 'coded', field, value } as CodedValue) : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A stored value of `field` as the card shows it: an id by the name the server found for it, a time in India's
 * day, a code from a fixed list as that code (written in words by the card).
 */
export function auditValue(value: unknown, names: Record<string, string>, field?: string): AuditValue {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: value ? 'yes' : 'no' };
  if (typeof value === 'number') return { kind: 'number', value };
  if (Array.isArray(value)) return { kind: 'list', values: value.map((v) => auditValue(v, names, field)) };
  if (typeof value !== 'string') return { kind: 'text', value: JSON.stringify(value) };
  if (Object.hasOwn(names, value) && names[value]) return { kind: 'named', name: names[value] };
  const code = coded(field, value);
  if (code) return code;
  if (DAY.test(value)) return { kind: 'day', value };
  if (MOMENT.test(value)) return { kind: 'moment', value };
  return { kind: 'text', value };
}
