import { createHash } from 'node:crypto';
import type { Relation } from '../../domain/constants';
import { say } from '../../domain/messages';
import { groupHouseholds, type RowPerson } from '../../domain/register/households';
import type { RegisterField, RegisterMapping } from '../../domain/register/register-limits';
import {
  cellText,
  type MappedRow,
  type RowProblem,
  readRegisterRow,
} from '../../domain/register/register-row';
import { eventLoopTurns } from '../lib/event-loop-turns';
import type { RegisterSheet } from './register-sheet';

/** A person the file would add, with the household they belong to in the file and their fingerprint. */
export type PlannedPerson = {
  row: number;
  household: number;
  isHead: boolean;
  name: string;
  mobile: string | null;
  fatherName: string | null;
  relation: Relation | null;
  dob: string | null;
  dobApproximate: boolean;
  gender: 'male' | 'female' | null;
  address: string | null;
  fingerprint: string;
};

export type RegisterPlan = { householdKeys: string[]; people: PlannedPerson[]; problems: RowProblem[] };

/**
 * What a row says, as a hash (decision 0014): its household's key, name, date of birth, mobile and father's
 * name, so the same file imported again finds every row already kept.
 */
function fingerprintOf(householdKey: string, p: RowPerson['person']): string {
  const said = [
    householdKey,
    p.name.toLowerCase(),
    p.dob ?? '',
    p.mobile ?? '',
    p.fatherName?.toLowerCase() ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(said)).digest('base64url');
}

/**
 * The file read under the mapping: each row's person and problems, the people grouped into households, and an
 * exact repeat of an earlier row (the same fingerprint) kept once. Problems are in row order.
 */
export async function planRegister(
  sheet: RegisterSheet,
  mapping: RegisterMapping,
  today: string,
): Promise<RegisterPlan> {
  const turn = eventLoopTurns();
  const index = Object.entries(mapping).flatMap(([field, column]) => {
    const at = column === null || column === undefined ? -1 : sheet.columns.indexOf(column);
    return at < 0 ? [] : [[field as RegisterField, at] as const];
  });
  const problems: RowProblem[] = [];
  const people: RowPerson[] = [];
  const rowSaying = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    await turn();
    const values: MappedRow = Object.fromEntries(index.map(([field, at]) => [field, cells[at] ?? null]));
    const blank = cells.every((cell) => cellText(cell) === '');
    // A row that says exactly what an earlier one said is typed twice: added once.
    const saying = JSON.stringify(cells.map(cellText));
    const earlier = blank ? undefined : rowSaying.get(saying);
    if (earlier !== undefined) {
      problems.push({ row, ...say('registerRowRepeated', { row, other: earlier }) });
      continue;
    }
    rowSaying.set(saying, row);
    const read = readRegisterRow(row, values, blank, today);
    if (read.kind === 'person') {
      people.push({ row, person: read.person });
      problems.push(...read.problems);
    } else problems.push(read.problem);
  }
  const { households, orphans } = groupHouseholds(people, mapping.household != null);
  for (const row of orphans) problems.push({ row, ...say('registerRowNoHousehold', { row }) });

  const planned: PlannedPerson[] = [];
  const firstRowOf = new Map<string, number>();
  for (const [h, household] of households.entries()) {
    await turn();
    household.people.forEach(({ row, person }, i) => {
      const fingerprint = fingerprintOf(household.key, person);
      const earlier = firstRowOf.get(fingerprint);
      if (earlier !== undefined) {
        problems.push({ row, ...say('registerRowRepeated', { row, other: earlier }) });
        return;
      }
      firstRowOf.set(fingerprint, row);
      planned.push({
        row,
        household: h,
        isHead: i === household.head,
        name: person.name,
        mobile: person.mobile,
        fatherName: person.fatherName,
        relation: i === household.head ? null : person.relation,
        dob: person.dob,
        dobApproximate: person.dobApproximate,
        gender: person.gender,
        address: person.address,
        fingerprint,
      });
    });
  }
  problems.sort((a, b) => a.row - b.row);
  return { householdKeys: households.map((h) => h.key), people: planned, problems };
}
