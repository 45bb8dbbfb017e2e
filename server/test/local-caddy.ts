import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, listens } from './portal-process';

/** A site Caddy serves: its host name (`anjuman.test`) and what goes inside its block besides `tls internal`. */
export type CaddySite = { host: string; body: string };

export type LocalCaddy = {
  /** `https://<host>:<port>` for each site, in the order given. */
  urls: string[];
  /** Chromium's arguments that send the sites' hosts to this machine. */
  browserArgs: string[];
  /** A HOME whose certificate store trusts Caddy's local authority: give it to Chromium as `env.HOME`. */
  browserHome: string;
  /** The local authority's certificate (PEM), for a client in the tests to trust. */
  rootCertificate: string;
  stop: () => Promise<void>;
};

/**
 * The body of deploy/Caddyfile's site block, with each address of the deployment (the portal on :3000, Varnish on
 * :6081) replaced as `addresses` says, so a test runs what an operator installs.
 */
export function deployedSiteBody(addresses: Record<string, string>): string {
  const file = readFileSync(new URL('../../deploy/Caddyfile', import.meta.url), 'utf8');
  const start = file.indexOf('portal.example.org {');
  if (start < 0) throw new Error('deploy/Caddyfile has no portal.example.org site');
  let body = file.slice(file.indexOf('{', start) + 1, file.lastIndexOf('}'));
  for (const [from, to] of Object.entries(addresses)) {
    if (!body.includes(from)) throw new Error(`deploy/Caddyfile names no ${from}`);
    body = body.replaceAll(from, to);
  }
  return body;
}

/**
 * Debian's Caddy with HTTPS (`tls internal`) on free ports, as deploy/Caddyfile puts it in front of the portal:
 * for the deployment journey (e2e/https.spec.ts) and the Lighthouse bench's HTTP/2 runs. Ready once it has
 * made its local authority and listens; that authority is trusted in a certificate store of its own, as a
 * phone would trust it once told to. A failed start stops Caddy and removes its folder.
 */
export async function startLocalCaddy(sites: CaddySite[]): Promise<LocalCaddy> {
  const folder = mkdtempSync(join(tmpdir(), 'anjuman-caddy-'));
  const [port, httpPort] = [await freePort(), await freePort()];
  const blocks = sites
    .map(({ host, body }) => `${host}:${port} {\n\ttls internal\n\t${body}\n}`)
    .join('\n\n');
  const caddyfile = join(folder, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${port}\n\tstorage file_system ${join(folder, 'caddy')}\n\tskip_install_trust\n}\n\n${blocks}\n`,
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
    const hosts = sites.map(({ host }) => `MAP ${host} 127.0.0.1`).join(', ');
    return {
      urls: sites.map(({ host }) => `https://${host}:${port}`),
      browserArgs: [`--host-resolver-rules=${hosts}`],
      browserHome,
      rootCertificate: readFileSync(rootCert, 'utf8'),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
