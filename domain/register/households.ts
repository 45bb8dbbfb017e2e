import type { RegisterPerson } from './register-row';

export type RowPerson = { row: number; person: RegisterPerson };

/** One household of a register file: its key, its people in row order, and which of them is its head. */
export type FileHousehold = { key: string; people: RowPerson[]; head: number };

/** The identity a head gives a household that the file numbers in no column: stable when rows move. */
const headIdentity = (p: RegisterPerson) =>
  ['head', p.name.toLowerCase(), p.fatherName?.toLowerCase() ?? '', p.dob ?? '', p.mobile ?? ''].join('|');

/** The head of a household's rows: the one the file marks, else the first without a relation, else the first. */
function headOf(people: RowPerson[]): number {
  const marked = people.findIndex((p) => p.person.headMarked);
  if (marked >= 0) return marked;
  const blank = people.findIndex((p) => p.person.relationBlank);
  return blank >= 0 ? blank : 0;
}

/**
 * The file's people grouped into households (decision 0014). With a household column, the rows that share its
 * value; a row that leaves it empty belongs to the household above it (a merged cell reads so). Without one,
 * consecutive rows under a head of family (a row whose relation says head or self, or says none) form its
 * household. A row with no household above it starts one of its own: its row number is returned.
 */
export function groupHouseholds(
  people: readonly RowPerson[],
  hasHouseholdColumn: boolean,
): { households: FileHousehold[]; orphans: number[] } {
  const orphans: number[] = [];
  if (hasHouseholdColumn) {
    const byKey = new Map<string, RowPerson[]>();
    let last: string | null = null;
    for (const p of people) {
      const own = p.person.household?.toLowerCase() ?? null;
      const key: string | null = own ?? last;
      if (key === null) {
        orphans.push(p.row);
        byKey.set(`row:${p.row}`, [p]);
        continue;
      }
      last = key;
      const rows = byKey.get(key);
      if (rows) rows.push(p);
      else byKey.set(key, [p]);
    }
    return {
      households: [...byKey].map(([key, rows]) => ({
        key: `household:${key}`,
        people: rows,
        head: headOf(rows),
      })),
      orphans,
    };
  }
  const groups: RowPerson[][] = [];
  let current: RowPerson[] | null = null;
  for (const p of people) {
    const startsOne = p.person.headMarked || p.person.relationBlank;
    if (startsOne || current === null) {
      if (!startsOne) orphans.push(p.row);
      current = [p];
      groups.push(current);
    } else current.push(p);
  }
  // Two households whose heads read the same are told apart by their order in the file.
  const seen = new Map<string, number>();
  const households = groups.map((rows) => {
    const identity = headIdentity(rows[0]!.person);
    const n = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, n);
    return { key: n === 1 ? identity : `${identity}#${n}`, people: rows, head: 0 };
  });
  return { households, orphans };
}
