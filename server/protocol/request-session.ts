import type { FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { resolveSession } from '../sign-in/sessions';
import { AppError, tooMany } from './app-error';
import { strikeBadToken } from './bad-token-guard';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw new AppError('UNAUTHENTICATED', MSG.malformedAuthorization);
  return m[1]!;
}

/**
 * Who a request comes from, by its `Authorization: Bearer <token>`: null without one, or when the token is
 * unknown, expired or its account suspended. A malformed header is a 401, and a network that keeps sending
 * unknown tokens is refused for a while. The functions' router and the file downloads both start here, so a
 * file is served on exactly the sessions a call is.
 */
export async function requestSession(
  req: FastifyRequest,
  db: Db,
  services: Pick<Services, 'clock' | 'hits'>,
) {
  const token = bearerToken(req);
  const signedIn = token ? await resolveSession(db, services.clock, token) : null;
  if (token && !signedIn && (await strikeBadToken(services.hits, req.ip)))
    throw tooMany(MSG.tooManyRequestsSignIn);
  return signedIn;
}
