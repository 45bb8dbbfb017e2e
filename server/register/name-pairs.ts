import { eventLoopTurns } from '../lib/event-loop-turns';

/**
 * A person's name as pg_trgm sees it (its `show_trgm`, read from the database so the trigrams are exactly its
 * own, in every script) and the value it must share with another person to be compared: a date of birth or a
 * father's name. null shares with no one.
 */
export type NameEntry = { trigrams: readonly string[]; group: string | null };

export type NamePair = { a: number; b: number; similarity: number };

/**
 * pg_trgm's similarity of two sets of trigrams (ranges of `flat`, from their first in common; `sizes` their
 * two whole sizes): those in common over those in either, in single precision as
 * its C code computes it (`(float4) count / (float4) (len1 + len2 - count)`), so a pair at the threshold is
 * decided as `similarity(a, b) >= t` decides it.
 */
function similarityOf(
  flat: Int32Array,
  x: [start: number, end: number],
  y: [start: number, end: number],
  sizes: number,
  need: number,
): number {
  let [i, j] = [x[0], y[0]];
  let common = 0;
  while (i < x[1] && j < y[1]) {
    // Too few left to reach the trigrams in common that the threshold needs: not alike.
    if (common + Math.min(x[1] - i, y[1] - j) < need) return 0;
    if (flat[i]! === flat[j]!) {
      common++;
      i++;
      j++;
    } else if (flat[i]! < flat[j]!) i++;
    else j++;
  }
  const either = sizes - common;
  return either === 0 ? 0 : Math.fround(common / either);
}

/**
 * pg_trgm's trigrams of a name written in ASCII alone, made here as its C code makes them (its words the runs of
 * letters and digits, lower case, each with two spaces before and one after), as `show_trgm` would answer;
 * null for any other name, whose letters only the database's locale classifies.
 */
export function asciiTrigrams(name: string): string[] | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is from code 0.
  if (!/^[\u0000-\u007f]*$/.test(name)) return null;
  const found = new Set<string>();
  for (const word of name.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return [...found];
}

/**
 * Every pair of entries with the same group whose names have pg_trgm similarity at least `threshold`, for which
 * `wanted(a, b)` holds (asked before the similarity is computed), `a` and `b` indexes into `entries`. A set
 * similarity join (decision 0014): trigrams are ranked rarest first over all the entries, and each name is
 * compared only with the names of its group that share one of its first |x| - ceil(t·|x|) + 1 trigrams (the
 * prefix filter: two names of similarity at least t always do) and have at least t·|x| trigrams (the size
 * filter: a name at similarity t has between t and 1/t times the other's). The pairs are exactly those a
 * comparison of every pair of the group would find; server/register/name-pairs.test.ts checks it against
 * PostgreSQL.
 */
export async function similarNamePairs(
  entries: readonly NameEntry[],
  threshold: number,
  wanted: (a: number, b: number) => boolean,
): Promise<NamePair[]> {
  const turn = eventLoopTurns();
  const often = new Map<string, number>();
  for (const e of entries)
    if (e.group !== null) for (const g of e.trigrams) often.set(g, (often.get(g) ?? 0) + 1);
  const order = [...often.keys()].sort(
    (p, q) => often.get(p)! - often.get(q)! || (p < q ? -1 : p > q ? 1 : 0),
  );
  const rankOf = new Map(order.map((g, i) => [g, i]));
  // Every name's trigrams by rank, rarest first, one after another in one array: [start, end) each.
  const starts = new Int32Array(entries.length + 1);
  entries.forEach((e, i) => {
    starts[i + 1] = starts[i]! + (e.group === null ? 0 : e.trigrams.length);
  });
  const flat = new Int32Array(starts[entries.length]!);
  entries.forEach((e, i) => {
    if (e.group === null) return;
    e.trigrams.forEach((g, k) => {
      flat[starts[i]! + k] = rankOf.get(g)!;
    });
    flat.subarray(starts[i]!, starts[i + 1]!).sort();
  });
  const size = (i: number) => starts[i + 1]! - starts[i]!;
  const groups = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.group === null || size(i) === 0) return;
    const members = groups.get(e.group);
    if (members) members.push(i);
    else groups.set(e.group, [i]);
  });
  const seen = new Int32Array(entries.length).fill(-1);
  const pairs: NamePair[] = [];
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    members.sort((p, q) => size(p) - size(q));
    // Each name is indexed by its trigrams' positions too, for the positional filter below.
    const index = new Map<number, number[]>();
    for (const x of members) {
      await turn();
      const xn = size(x);
      const x0 = starts[x]!;
      const probe = xn - Math.ceil(threshold * xn) + 1;
      const smallest = threshold * xn;
      for (let i = 0; i < probe; i++) {
        const holders = index.get(flat[x0 + i]!);
        if (!holders) continue;
        for (let h = 0; h < holders.length; h += 2) {
          const y = holders[h]!;
          const yn = size(y);
          if (seen[y] === x || yn < smallest) continue;
          seen[y] = x;
          // Their first trigram in common is x's i-th and y's j-th: at most 1 + min(what follows in each) in
          // common, against the (1 + t)⁻¹·t·(|x| + |y|) that a similarity of t needs.
          const j = holders[h + 1]!;
          const most = 1 + Math.min(xn - i - 1, yn - j - 1);
          // Less a hair, so that single precision's rounding of the similarity itself decides at the threshold.
          const need = (threshold / (1 + threshold)) * (xn + yn) - 1e-6;
          if (most < need || !wanted(x, y)) continue;
          const y0 = starts[y]!;
          const similarity = similarityOf(flat, [x0 + i, x0 + xn], [y0 + j, y0 + yn], xn + yn, need);
          if (similarity >= threshold) pairs.push({ a: x, b: y, similarity });
        }
      }
      // A name met later is at least as long: two at similarity t share at least 2t/(1 + t) of the shorter's
      // trigrams, so its shorter prefix is enough to index.
      const indexed = xn - Math.ceil(((2 * threshold) / (1 + threshold)) * xn) + 1;
      for (let i = 0; i < indexed; i++) {
        const holders = index.get(flat[x0 + i]!);
        if (holders) holders.push(x, i);
        else index.set(flat[x0 + i]!, [x, i]);
      }
    }
  }
  return pairs;
}
