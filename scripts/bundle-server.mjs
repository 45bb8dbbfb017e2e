// Bundles the server into dist/server.js with esbuild, so `npm start` runs plain Node: no TypeScript loader
// in memory and no compiling at every start. Packages stay in node_modules; the migrations go beside the bundle.
// The command-line tools are bundled beside it (dist/backup.js, …), so a server deployed from the release
// tarball, installed without devDependencies and so without tsx, backs up, restores and migrates with node.
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const CLI_TOOLS = ['backup', 'restore', 'migrate', 'sms-templates'];
mkdirSync(join(root, 'dist'), { recursive: true });
await build({
  // The push fan-out's thread (server/push/threaded-push-sender.ts) loads dist/push-thread.js.
  entryPoints: [
    { in: join(root, 'server', 'main.ts'), out: 'server' },
    { in: join(root, 'server', 'push', 'push-thread.ts'), out: 'push-thread' },
    // At dist/'s top, as the server is: the files they read beside themselves (below) are the same ones.
    ...CLI_TOOLS.map((name) => ({ in: join(root, 'server', 'cli', `${name}.ts`), out: name })),
  ],
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// server/db/migrations-folder.ts finds the migrations next to itself, which in the bundle is dist/.
cpSync(join(root, 'server', 'db', 'migrations'), join(root, 'dist', 'migrations'), { recursive: true });
// server/sign-in/common-passwords.ts reads its list next to itself too.
cpSync(join(root, 'server', 'sign-in', 'common-passwords.txt'), join(root, 'dist', 'common-passwords.txt'));
