import { connect, createServer, type Socket } from 'node:net';

/*
 * The stable address a deployment gives the API for its primary database — a virtual IP, a DNS name, or a TCP
 * proxy such as HAProxy or PgBouncer in front of the cluster — stood for in the failover test by this tiny TCP
 * proxy on 127.0.0.1: each connection is forwarded to the current target port, and `switchTo` moves the target
 * as a failover moves the VIP, the DNS record or the proxy's backend. Connections already open stay on their old
 * target, as with a moved VIP, unless `cut` is asked for (as HAProxy's `on-marked-down shutdown-sessions` does).
 * A target that refuses or dies closes the client's side too: the client sees its connection end.
 */

export interface TcpProxy {
  port: number;
  /** `url` (a postgres:// URL of the target) with this proxy's port instead. */
  urlFor(url: string): string;
  switchTo(port: number, options?: { cut?: boolean }): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let target = targetPort;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    open.add(client);
    const end = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  const cutAll = () => {
    for (const client of open) client.destroy();
  };
  return {
    port: address.port,
    urlFor: (url) => {
      const proxied = new URL(url);
      proxied.port = String(address.port);
      return proxied.toString();
    },
    switchTo(port, options = {}) {
      target = port;
      if (options.cut) cutAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}
