import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../server/test/portal-process';

export type HttpsFront = {
  /** `https://<host>:<port>` for each upstream given, in the same order. */
  urls: string[];
  /** Chromium's arguments that send the hosts to this machine. */
  browserArgs: string[];
  /** A HOME whose certificate store trusts Caddy's local authority: Chromium's `env.HOME`. */
  browserHome: string;
  stop: () => Promise<void>;
};

/**
 * Debian's Caddy in front of local servers with HTTPS (`tls internal`), as deploy/Caddyfile puts it in front
 * of the portal: what a phone talks to in a real deployment, over HTTP/2. Each upstream gets a host of its
 * own (`<name>.test`), which the browser resolves to this machine and whose certificate it trusts, as in
 * e2e/https.spec.ts.
 */
export async function startHttpsFront(upstreams: { name: string; port: number }[]): Promise<HttpsFront> {
  const folder = mkdtempSync(join(tmpdir(), 'anjuman-https-front-'));
  const [port, httpPort] = [await freePort(), await freePort()];
  const sites = upstreams
    .map(
      ({ name, port: upstream }) =>
        `${name}.test:${port} {\n\ttls internal\n\treverse_proxy 127.0.0.1:${upstream}\n}`,
    )
    .join('\n\n');
  const caddyfile = join(folder, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${port}\n\tstorage file_system ${join(folder, 'caddy')}\n\tskip_install_trust\n}\n\n${sites}\n`,
  );
  const caddy: ChildProcess = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: folder,
      XDG_DATA_HOME: join(folder, 'xdg'),
      XDG_CONFIG_HOME: join(folder, 'xdg'),
    },
    stdio: 'ignore',
  });
  let failed: Error | undefined;
  caddy.once('error', (err) => {
    failed = new Error(`Caddy could not start (is Debian's caddy installed?): ${err.message}`);
  });
  const stop = async () => {
    if (caddy.exitCode === null && caddy.signalCode === null && caddy.pid !== undefined) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // Ready when it has made its local authority and listens for HTTPS.
    const rootCert = join(folder, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    for (let waited = 0; !existsSync(rootCert) || !(await listens(port)); waited += 100) {
      if (failed) throw failed;
      if (waited > 20_000 || caddy.exitCode !== null) throw new Error('Caddy did not start');
      await sleep(100);
    }
    const browserHome = join(folder, 'home');
    const nss = join(browserHome, '.pki', 'nssdb');
    mkdirSync(nss, { recursive: true });
    execFileSync('certutil', ['-d', `sql:${nss}`, '-N', '--empty-password']);
    execFileSync('certutil', ['-d', `sql:${nss}`, '-A', '-t', 'C,,', '-n', 'caddy-local', '-i', rootCert]);
    const hosts = upstreams.map(({ name }) => `MAP ${name}.test 127.0.0.1`).join(', ');
    return {
      urls: upstreams.map(({ name }) => `https://${name}.test:${port}`),
      browserArgs: [`--host-resolver-rules=${hosts}`],
      browserHome,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
