// Builds the web app for the journeys, as `npm run build:web` does, and fails when the build warns: a deprecated
// option or a chunk the bundler cannot split is a newcomer's first sight of the project, and should stay as
// quiet in their console as in CI's. The service worker's own build prints its sizes whatever the log level, so
// the check reads the words rather than expecting silence.
import { spawn } from 'node:child_process';

const WARNING = /\b(warn(ing)?s?|deprecated?)\b/i;

const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: ['ignore', 'pipe', 'pipe'] });
const warnings = [];
for (const stream of [child.stdout, child.stderr]) {
  let rest = '';
  stream.on('data', (chunk) => {
    const text = rest + chunk.toString();
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      process.stdout.write(`${line}\n`);
      if (WARNING.test(line)) warnings.push(line.trim());
    }
  });
  stream.on('end', () => {
    if (rest && WARNING.test(rest)) warnings.push(rest.trim());
    if (rest) process.stdout.write(`${rest}\n`);
  });
}
child.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (warnings.length > 0) {
    console.error(
      `The web build warned ${warnings.length} time(s); fix what it says:\n  ${warnings.join('\n  ')}`,
    );
    process.exit(1);
  }
});
