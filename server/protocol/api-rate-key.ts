import type { FastifyRequest } from 'fastify';
import { sha256 } from '../lib/tokens';
import { ipThrottleKey } from '../sign-in/ip-key';

/**
 * The budget an API call counts against: its session's when it carries a bearer token, its network's
 * otherwise. A made-up token buys nothing: the router refuses it (401), and a network that keeps sending
 * unknown tokens is refused too (see BadTokenGuard).
 */
export function apiRateKey(req: FastifyRequest): string {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m ? `session:${sha256(m[1]!)}` : `ip:${ipThrottleKey(req.ip)}`;
}
