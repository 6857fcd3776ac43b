// Starts the app on a server-rendered page (SPEC §10, ADR 034) once the page has loaded (its
// photos included), and after its first frame: the content is already there to read, and the
// app's code then neither holds that frame back nor takes a slow network's bandwidth from the
// photos. A page whose photos take longer than START_AT_LATEST_MS starts the app anyway. The server writes this script in place of the build's module script and
// modulepreloads (entry-server.tsx): the entry module is in data-app, its imports in
// data-preload. Classic, external and deferred: the CSP forbids inline scripts. What a person
// types or chooses before the app runs is kept (usePreHydrationValues).
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
  function afterFirstFrame() {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
  if (document.readyState === 'complete') afterFirstFrame();
  else window.addEventListener('load', afterFirstFrame);
  setTimeout(startOnce, START_AT_LATEST_MS);
})();
