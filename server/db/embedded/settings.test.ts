import { describe, expect, it } from 'vitest';
import { clusterSettings, maxConnections, socketPathFits } from './settings';

const settingsOf = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes(' = '))
      .map((line) => line.split(' = ') as [string, string]),
  );

describe('the embedded cluster settings', () => {
  it('flush every write of a portal, listen on no address, and keep the socket to its owner', () => {
    const portal = settingsOf(clusterSettings('/srv/anjuman/postgres', 'portal', 10));
    expect(portal).toMatchObject({
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      listen_addresses: "''",
      unix_socket_directories: "'/srv/anjuman/postgres'",
      unix_socket_permissions: '0700',
      shared_buffers: "'32MB'",
    });
    expect(settingsOf(clusterSettings('/tmp/x', 'tests', 10)).fsync).toBe('off');
  });

  it("quote a folder's apostrophe", () => {
    expect(settingsOf(clusterSettings("/srv/o'brien", 'portal', 10)).unix_socket_directories).toBe(
      "'/srv/o''brien'",
    );
  });

  it('leave room for the pool and the start, backup and migrate connections', () => {
    expect(maxConnections('portal', 10)).toBe(40);
    expect(maxConnections('portal', 50)).toBe(65);
  });

  it('refuse a socket path longer than Linux allows', () => {
    expect(socketPathFits('/srv/anjuman/data/postgres')).toBe(true);
    expect(socketPathFits(`/srv/${'x'.repeat(100)}`)).toBe(false);
  });
});
