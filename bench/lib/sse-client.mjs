// A minimal Server-Sent Events client for benchmarks: one raw HTTP request per subscriber, the
// stream parsed by hand (id/event/data lines, comments skipped). EventSource would add a
// reconnect policy and an event-loop cost of its own; here every byte's arrival is stamped at
// the socket read, before any parsing, so the latency measured is the network's and the
// server's, plus only the load generator's own queueing.
import http from 'node:http';

/**
 * Opens `url` as an SSE stream. Resolves once the status line arrived (rejects on a non-200
 * answer or a socket error before it). `onEvent(message, receivedAt)` gets each complete
 * message `{id, event, data}`; `receivedAt` is the `performance.now()` of the socket read that
 * completed it. `onClose()` runs once when the stream ends for any reason.
 */
export function openSse(url, { agent, onEvent, onClose }) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        settled = true;
        res.resume();
        reject(new Error(`GET ${url} → ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const receivedAt = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = parseBlock(block);
          if (message) onEvent(message, receivedAt);
        }
      });
      if (onClose) res.once('close', onClose);
      settled = true;
      resolve({ close: () => req.destroy() });
    });
    req.once('error', (err) => {
      if (!settled) reject(err);
    });
  });
}

/** One SSE message; null for a block of comments or a bare `retry:`. */
function parseBlock(block) {
  let id = null;
  let event = 'message';
  const data = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { id, event, data: data.join('\n') };
}
