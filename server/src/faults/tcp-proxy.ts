import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 (or `host`: an address of this machine that other network namespaces
 * reach, faults/hosts.ts) in front of a database, to take it out of reach and bring it back:
 * `close()` stops listening and cuts every connection (a network failure: connecting is refused,
 * queries in flight end); `listen()` forwards again on the same port; `listen({ silent: true })`
 * accepts connections and never answers (packets dropped by a firewall).
 */
export interface TcpProxy {
  readonly port: number;
  listen(options?: { silent?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A cut connection errors on both sides; the proxy only closes them.
    socket.on('error', () => socket.destroy());
  };
  let silent = false;
  let server: Server | null = null;
  let port = 0;

  const listen = async (options: { silent?: boolean } = {}) => {
    silent = options.silent ?? false;
    const next = createServer((client) => {
      track(client);
      if (silent) return;
      const upstream = connect(target.port, target.host);
      track(upstream);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, host, () => resolve());
    });
    const address = next.address();
    if (typeof address === 'object' && address) port = address.port;
    server = next;
  };

  const close = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    listen,
    close,
  };
}
