/** A WAL position as PostgreSQL writes it (`16/B374D848`), as one number that orders them. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** Where the primary's WAL stood at one moment. */
export type WalSample = { at: number; lsn: bigint };

/**
 * How far behind the primary a replica that has replayed up to `replayed` is, in milliseconds: the age of the
 * newest sample of the primary's position that the replica has reached, since it may lack anything written
 * after that moment. Measured by position, not by pg_last_xact_replay_timestamp(): an idle primary commits
 * nothing, and the time of its last commit would make a replica that has everything look hours behind; a
 * replica whose replay is paused stops moving while the primary goes on, and falls behind by this measure.
 * Null when it is behind every sample kept: further behind than anyone asked about.
 */
export function replicaLagMs(samples: readonly WalSample[], replayed: bigint, now: number): number | null {
  for (let i = samples.length - 1; i >= 0; i--) {
    const sample = samples[i]!;
    if (replayed >= sample.lsn) return Math.max(0, now - sample.at);
  }
  return null;
}

/** Keeps the samples a lag limit of `keepMs` can need: those younger than it, and the newest older one. */
export function keepSamples(samples: WalSample[], now: number, keepMs: number): WalSample[] {
  let first = 0;
  while (first + 1 < samples.length && samples[first + 1]!.at <= now - keepMs) first++;
  return samples.slice(first);
}
