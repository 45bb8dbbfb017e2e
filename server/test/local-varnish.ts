import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, listens } from './portal-process';

export type LocalVarnish = { address: string; stop: () => Promise<void> };

/** deploy/varnish/anjuman.vcl as an operator installs it, with the portal's address put in. */
export function deployedVcl(backend: { host: string; port: number }): string {
  const vcl = readFileSync(new URL('../../deploy/varnish/anjuman.vcl', import.meta.url), 'utf8');
  const pointed = vcl
    .replace('.host = "127.0.0.1";', `.host = "${backend.host}";`)
    .replace('.port = "3000";', `.port = "${backend.port}";`);
  if (!pointed.includes(`.port = "${backend.port}";`))
    throw new Error('anjuman.vcl has no backend port to set');
  return pointed;
}

/**
 * Debian's Varnish in the foreground on a free port, with the deployed VCL in front of `backend`: the cache tier
 * the deployment puts behind Caddy (decision 0016). Its working folder is its own and removed when it stops.
 */
export async function startLocalVarnish(backend: { host: string; port: number }): Promise<LocalVarnish> {
  const folder = mkdtempSync(join(tmpdir(), 'anjuman-varnish-'));
  const vcl = join(folder, 'anjuman.vcl');
  writeFileSync(vcl, deployedVcl(backend));
  const port = await freePort();
  // -j none: no privilege separation, as the tests run as whoever runs them; -T none: no admin socket.
  const varnish: ChildProcess = spawn(
    // Debian puts it in /usr/sbin, which a user's PATH may lack.
    existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd',
    ['-F', '-j', 'none', '-T', 'none', '-n', join(folder, 'work'), '-a', `127.0.0.1:${port}`, '-f', vcl],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let said = '';
  varnish.stderr?.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  let failed: Error | undefined;
  varnish.once('error', (err) => {
    failed = new Error(`Varnish could not start (is Debian's varnish installed?): ${err.message}`);
  });
  const stop = async () => {
    if (varnish.exitCode === null && varnish.signalCode === null && varnish.pid !== undefined) {
      const exited = new Promise((resolve) => varnish.once('exit', resolve));
      varnish.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (let waited = 0; !(await listens(port)); waited += 100) {
      if (failed) throw failed;
      if (waited > 20_000 || varnish.exitCode !== null) throw new Error(`Varnish did not start: ${said}`);
      await sleep(100);
    }
    return { address: `127.0.0.1:${port}`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
