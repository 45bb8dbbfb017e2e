import type { FastifyInstance } from 'fastify';
import { PRERENDERED_PATHS } from '../../domain/prerender';

/**
 * A prerendered sign-in form posted by the browser itself: only a browser without JavaScript does that (with
 * it, the inline script holds the submit for the app). The fields are never read, a password included; the
 * page comes back, whose note says that the portal needs JavaScript.
 */
export async function signInWithoutScript(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: 4096 },
    (_req, _body, done) => done(null, undefined),
  );
  for (const path of PRERENDERED_PATHS) app.post(path, (_req, reply) => reply.redirect(path, 303));
}
