// Starts the app (the build's entry module, in data-app). On a server-rendered page (SPEC §10,
// ADR 034), whose content is already there to read, after its first frame: neither fetching nor
// hydrating the app then holds that frame back. On any other page at once. Classic, external
// and deferred: the CSP forbids inline scripts. Written into index.html by vite.config.ts.
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
  if (document.getElementById('gavel-ssr-state')) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})();
