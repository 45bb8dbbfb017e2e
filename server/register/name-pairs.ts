/**
 * A person's name as pg_trgm sees it (its `show_trgm`, read from the database so the trigrams are exactly its
 * own, in every script) and the value it must share with another person to be compared: a date of birth or a
 * father's name. null shares with no one.
 */
export type NameEntry = { trigrams: readonly string[]; group: string | null };

export type NamePair = { a: number; b: number; similarity: number };

/**
 * pg_trgm's similarity of two sets of trigrams, their first in common at `from`: those in common over those in either, in single precision as
 * its C code computes it (`(float4) count / (float4) (len1 + len2 - count)`), so a pair at the threshold is
 * decided as `similarity(a, b) >= t` decides it.
 */
function similarityOf(x: Int32Array, y: Int32Array, from: [number, number], need: number): number {
  let [i, j] = from;
  let common = 0;
  while (i < x.length && j < y.length) {
    // Too few left to reach the trigrams in common that the threshold needs: not alike.
    if (common + Math.min(x.length - i, y.length - j) < need) return 0;
    if (x[i]! === y[j]!) {
      common++;
      i++;
      j++;
    } else if (x[i]! < y[j]!) i++;
    else j++;
  }
  const either = x.length + y.length - common;
  return either === 0 ? 0 : Math.fround(common / either);
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
export function similarNamePairs(
  entries: readonly NameEntry[],
  threshold: number,
  wanted: (a: number, b: number) => boolean,
): NamePair[] {
  const often = new Map<string, number>();
  for (const e of entries)
    if (e.group !== null) for (const g of e.trigrams) often.set(g, (often.get(g) ?? 0) + 1);
  const order = [...often.keys()].sort(
    (p, q) => often.get(p)! - often.get(q)! || (p < q ? -1 : p > q ? 1 : 0),
  );
  const rankOf = new Map(order.map((g, i) => [g, i]));
  const tokens = entries.map((e) =>
    e.group === null ? new Int32Array(0) : Int32Array.from(e.trigrams.map((g) => rankOf.get(g)!)).sort(),
  );
  const groups = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.group === null || tokens[i]!.length === 0) return;
    const members = groups.get(e.group);
    if (members) members.push(i);
    else groups.set(e.group, [i]);
  });
  const seen = new Int32Array(entries.length).fill(-1);
  const pairs: NamePair[] = [];
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    members.sort((p, q) => tokens[p]!.length - tokens[q]!.length);
    // Each name is indexed by its trigrams' positions too, for the positional filter below.
    const index = new Map<number, number[]>();
    for (const x of members) {
      const xs = tokens[x]!;
      const probe = xs.length - Math.ceil(threshold * xs.length) + 1;
      const smallest = threshold * xs.length;
      for (let i = 0; i < probe; i++) {
        const holders = index.get(xs[i]!);
        if (!holders) continue;
        for (let h = 0; h < holders.length; h += 2) {
          const y = holders[h]!;
          const ys = tokens[y]!;
          if (seen[y] === x || ys.length < smallest) continue;
          seen[y] = x;
          // Their first trigram in common is x's i-th and y's j-th: at most 1 + min(what follows in each) in
          // common, against the (1 + t)⁻¹·t·(|x| + |y|) that a similarity of t needs.
          const j = holders[h + 1]!;
          const most = 1 + Math.min(xs.length - i - 1, ys.length - j - 1);
          // Less a hair, so that single precision's rounding of the similarity itself decides at the threshold.
          const need = (threshold / (1 + threshold)) * (xs.length + ys.length) - 1e-6;
          if (most < need || !wanted(x, y)) continue;
          const similarity = similarityOf(xs, ys, [i, j], need);
          if (similarity >= threshold) pairs.push({ a: x, b: y, similarity });
        }
      }
      // A name met later is at least as long: two at similarity t share at least 2t/(1 + t) of the shorter's
      // trigrams, so its shorter prefix is enough to index.
      const indexed = xs.length - Math.ceil(((2 * threshold) / (1 + threshold)) * xs.length) + 1;
      for (let i = 0; i < indexed; i++) {
        const holders = index.get(xs[i]!);
        if (holders) holders.push(x, i);
        else index.set(xs[i]!, [x, i]);
      }
    }
  }
  return pairs;
}
