// The page's one script before the app: classic, synchronous in <head> and external (the CSP
// forbids inline scripts).
//
// 1. Applies the saved theme before the first paint, so a dark-theme user never sees a white
//    flash. Keep in step with src/app/theme.tsx.
// 2. On a server-rendered page (SPEC §10, ADR 034), whose <script> the server gives the app's
//    entry module (data-app) and its imports (data-preload) in place of the build's module
//    script and modulepreloads (entry-server.tsx): starts the app once the page has loaded and
//    its photos are on screen. The content is already there to read, and the app's code then
//    neither holds the first frames back nor takes a slow network's bandwidth from the photos.
//    A page whose photos take longer than START_AT_LATEST_MS starts the app anyway. What a
//    person types or chooses before the app runs is kept (usePreHydrationValues).
(function () {
  var theme = 'system';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch (_) {
    // Storage can be blocked (privacy settings); fall back to the system theme.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof matchMedia === 'function' &&
      matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // A stored session (seed §3: localStorage "auth"): a page the server rendered signed out keeps
  // the header's "Sign in" and "Register" hidden until the app draws it (app/shell/header.tsx).
  try {
    if (localStorage.getItem('auth')) root.setAttribute('data-session', '');
  } catch (_) {
    // As above: no storage, no session.
  }
})();

(function () {
  var script = document.currentScript;
  var src = script && script.getAttribute('data-app');
  if (!src) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = src;
    document.head.appendChild(app);
  }
  var START_AT_LATEST_MS = 3000;
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // Once the page's photos are decoded, two frames on: the frame that shows them has been
  // painted.
  function afterPhotosShown() {
    var shown = Array.prototype.filter.call(document.images, function (image) {
      return image.loading !== 'lazy' && image.complete && image.naturalWidth > 0;
    });
    Promise.all(
      shown.map(function (image) {
        return image.decode().catch(function () {});
      }),
    ).then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(startOnce, 0);
        });
      });
    });
  }
  if (document.readyState === 'complete') afterPhotosShown();
  else window.addEventListener('load', afterPhotosShown);
  setTimeout(startOnce, START_AT_LATEST_MS);
})();
