import { once } from 'node:events';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

// Closing the app ends every connection that carries no request (plugins/shutdown.ts).

describe('closing the app', () => {
  let t: TestApp | undefined;
  let base = '';
  // The app is made in a hook: under load that takes longer than a test is given.
  beforeEach(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** A TCP connection the app has accepted, on which `send` is written and read. */
  async function connected(send: string) {
    const app = t?.app;
    if (!app) throw new Error('no app');
    const accepted = once(app.server, 'connection');
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await once(socket, 'connect');
    const [served] = (await accepted) as [net.Socket];
    if (send) {
      socket.write(send);
      // Read by the server before closing starts: a request that has begun.
      await vi.waitFor(() => expect(served.bytesRead).toBe(send.length));
    }
    return { app, socket, answer: () => answer };
  }

  it('ends a connection that has sent nothing yet, instead of waiting for its client', async () => {
    const { socket } = await connected('');
    const ended = once(socket, 'close');
    // Before plugins/shutdown.ts ended it, this waited for the client, or for the idle timeout.
    await t?.close();
    t = undefined;
    await ended;
    expect(socket.destroyed).toBe(true);
  });

  it('still answers a request that is in flight when closing starts', async () => {
    const { app, socket, answer } = await connected('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    // The request's headers are not complete yet: it has begun, so closing waits for it.
    const ended = once(socket, 'close');
    const closing = t?.close();
    t = undefined;
    socket.write('\r\n');
    await closing;
    await ended;
    // Answered (by the health check, or by the draining envelope if closing began first), not
    // cut off; a keep-alive connection after a 200 is closed once idle.
    expect(answer()).toMatch(/^HTTP\/1\.1 (200|503) /);
    expect(app.server.listening).toBe(false);
  });
});
