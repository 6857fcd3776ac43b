// The first contentful paint of the signed-in pages (issue 31, item 15), in the system Chromium
// driven over the DevTools protocol (Node's own WebSocket): unthrottled, a cold cache on every
// navigation, the session in localStorage as the app keeps it (seed §3). Each page is measured
// as the server sends it (index.html with the page's shell: header, footer, a skeleton) and,
// in the same run and browser, without its shell (#root emptied on the way, as index.html was
// sent before): the baseline the ratio is taken against.

/** A DevTools session on a new tab of the Chromium listening on `port`. */
async function openTab(port) {
  const res = await fetch(`http://127.0.0.1:${String(port)}/json/new?about:blank`, {
    method: 'PUT',
  });
  const target = await res.json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  const listeners = new Map();
  ws.addEventListener('message', (event) => {
    const msg = JSON.parse(String(event.data));
    if (msg.id !== undefined) {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) p?.reject(new Error(`${msg.error.message} (${p.method})`));
      else p?.resolve(msg.result);
    } else {
      for (const listener of listeners.get(msg.method) ?? []) listener(msg.params);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      ws.send(JSON.stringify({ id, method, params }));
    });
  const on = (method, listener) => {
    listeners.set(method, [...(listeners.get(method) ?? []), listener]);
  };
  const once = (method) =>
    new Promise((resolve) => {
      const listener = (params) => {
        listeners.set(
          method,
          (listeners.get(method) ?? []).filter((l) => l !== listener),
        );
        resolve(params);
      };
      on(method, listener);
    });
  const close = async () => {
    ws.close();
    await fetch(`http://127.0.0.1:${String(port)}/json/close/${target.id}`).catch(() => undefined);
  };
  return { send, on, once, close };
}

const evaluate = async (tab, expression) =>
  (await tab.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }))
    .result.value;

/** The FCP of one cold navigation to `url` (ms from navigation start). */
async function fcpOf(tab, url) {
  await tab.send('Network.clearBrowserCache');
  const loaded = tab.once('Page.loadEventFired');
  await tab.send('Page.navigate', { url });
  await loaded;
  for (let i = 0; i < 200; i++) {
    const fcp = await evaluate(
      tab,
      `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`,
    );
    if (typeof fcp === 'number') return fcp;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url}: no first contentful paint within 5 s of load`);
}

/** Opens `url` and waits for its load event. */
async function navigate(tab, url) {
  const loaded = tab.once('Page.loadEventFired');
  await tab.send('Page.navigate', { url });
  await loaded;
}

/**
 * The FCP of each of `pages` ({ path, session: { token, roles } }), `samples` times, alternating
 * with and without the shell. Answers per path { shell: [ms], bare: [ms] }.
 */
export async function measureSignedInFcp({ base, port, pages, samples }) {
  const tab = await openTab(port);
  try {
    await tab.send('Page.enable');
    await tab.send('Network.enable');
    await tab.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Pages asked for without their shell: the document's #root emptied on its way in.
    let stripShell = false;
    tab.on('Fetch.requestPaused', (params) => {
      void (async () => {
        const { requestId, responseStatusCode, responseHeaders = [] } = params;
        if (!stripShell || params.resourceType !== 'Document') {
          await tab.send('Fetch.continueRequest', { requestId });
          return;
        }
        const body = await tab.send('Fetch.getResponseBody', { requestId });
        const html = body.base64Encoded
          ? Buffer.from(body.body, 'base64').toString('utf8')
          : body.body;
        const bare = html.replace(
          /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
          '<div id="root"></div>$1',
        );
        if (bare === html) throw new Error('the page has no shell to take out');
        await tab.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: responseStatusCode ?? 200,
          responseHeaders: responseHeaders.filter(
            (h) => !/^(content-encoding|content-length)$/i.test(h.name),
          ),
          body: Buffer.from(bare, 'utf8').toString('base64'),
        });
      })().catch((err) => console.error('[bench] web: shell interception failed', err));
    });
    await tab.send('Fetch.enable', {
      patterns: [{ urlPattern: `${base}/*`, resourceType: 'Document', requestStage: 'Response' }],
    });

    const results = new Map(pages.map((p) => [p.path, { shell: [], bare: [] }]));
    for (const page of pages) {
      // The session as the app keeps it, written from a static file of the same origin.
      await navigate(tab, `${base}/robots.txt`);
      await evaluate(
        tab,
        `localStorage.setItem('auth', ${JSON.stringify(
          JSON.stringify({
            token: page.session.token,
            // Never used: the access token outlives the run.
            refreshToken: 'bench',
            roles: page.session.roles,
          }),
        )})`,
      );
      // A first navigation pays for the browser's and the server's cold start.
      await fcpOf(tab, `${base}${page.path}`);
      for (let i = 0; i < samples; i++) {
        for (const bare of [false, true]) {
          stripShell = bare;
          const fcp = await fcpOf(tab, `${base}${page.path}`);
          results.get(page.path)[bare ? 'bare' : 'shell'].push(fcp);
        }
      }
      stripShell = false;
    }
    return results;
  } finally {
    await tab.close();
  }
}
