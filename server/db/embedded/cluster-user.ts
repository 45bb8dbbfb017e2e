import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

export type ClusterUser = { name: string; uid: number; gid: number };

const USER_NAME = 'postgres';

/**
 * PostgreSQL refuses to run as root. Started as root, the cluster runs as the system user `postgres`, made
 * here when the machine has none; started as anyone else, it runs as that user (null: no switch).
 */
export function clusterUser(): ClusterUser | null {
  if (userInfo().uid !== 0) return null;
  if (!userExists(USER_NAME)) {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      USER_NAME,
    ]);
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, USER_NAME], { encoding: 'utf8' }).trim());
  return { name: USER_NAME, uid: id('-u'), gid: id('-g') };
}

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
