import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client';

export type Timing = { label: string; p50: number; p95: number; p99: number };

/**
 * p50/p95/p99 of `runs` calls after `warmup` calls (the first calls open pool connections and warm the JIT
 * and the caches; a server in service is past that).
 */
export async function time(
  label: string,
  run: (i: number) => Promise<unknown>,
  { runs = 200, warmup = 50 } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { label, p50: p(0.5), p95: p(0.95), p99: p(0.99) };
}

type PlanNode = Record<string, unknown> & {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** Each scan of a plan, outermost first, with its rows, heap fetches and buffers. */
function scansOf(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) {
    const extra = [
      'Heap Fetches' in node ? `heap fetches ${node['Heap Fetches']}` : '',
      `rows ${node['Actual Rows']}`,
      `shared hit ${node['Shared Hit Blocks']} read ${node['Shared Read Blocks']}`,
    ].filter(Boolean);
    out.push(
      `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}` +
        `${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (${extra.join(', ')})`,
    );
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

export type Plan = { ms: number; scans: string[]; text: string };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a query as the server builds it: its scans, its time, and the plan as text
 * for the README. Parameters are inlined as literals, as EXPLAIN cannot take bind parameters on every driver.
 */
export async function explainQuery(db: Db, query: PgSelect | SQL): Promise<Plan> {
  const { sql: text, params } = 'toSQL' in query ? query.toSQL() : new PgDialect().sqlToQuery(query);
  const literal = text.replace(
    /\$(\d+)/g,
    (_, i) => `'${String(params[Number(i) - 1]).replace(/'/g, "''")}'`,
  );
  const rows = async (q: SQL) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [json] = await rows(sql.raw(`explain (analyze, buffers, format json) ${literal}`));
  const raw = Object.values(json!)[0];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: PlanNode; 'Execution Time': number },
  ];
  const textRows = await rows(sql.raw(`explain (analyze, buffers, costs off) ${literal}`));
  return {
    ms: plan!['Execution Time'],
    scans: scansOf(plan!.Plan),
    text: textRows.map((r) => Object.values(r)[0]).join('\n'),
  };
}
