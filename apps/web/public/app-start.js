// Starts the app on a server-rendered page (SPEC §10, ADR 034) once its first frame is painted:
// the content is already there to read, and neither fetching nor hydrating the app then holds
// that frame back. The server writes this script in place of the build's module script and
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
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
