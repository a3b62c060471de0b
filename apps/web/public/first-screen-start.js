// Starts the app in a page whose first screen the server rendered (decision 023): once that
// screen has been painted, not before, so the page's own bytes arrive and show first on a slow
// connection. The page names the app's entry and the files to preload with it on this script's
// element (apps/server/src/plugins/spa.ts); a plain script, as the page allows no inline code.
(function () {
  var element = document.currentScript;
  var app = element.getAttribute('data-app');
  var preload = (element.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = app;
    document.head.appendChild(script);
  }
  // After the next frame has been painted.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
