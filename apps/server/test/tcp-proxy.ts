import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay on loopback in front of a real server (not a test file itself), for taking that
 * server away from the app and giving it back: `cut()` drops every connection and refuses new
 * ones, as a stopped Redis would; `restore()` relays again.
 */
export interface TcpProxy {
  url: (scheme: string) => string;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    cut: () => {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
