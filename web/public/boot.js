// Runs before the page is drawn: on the first visit of a browser session to a page that greets with the
// loading screen (/) or the splash (/artikel…, /library), index.html's static copy of the loading screen
// shows until the app takes over, so the visitor sees it at once instead of a blank page while the
// JavaScript loads. Same session flag as the app ('app-loaded').
(function () {
  try {
    if (/^\/($|artikel(\/|$)|library\/?$)/.test(location.pathname) && sessionStorage.getItem('app-loaded') !== 'true') {
      document.documentElement.classList.add('boot');
    }
  } catch (e) {
    /* storage unavailable: no static screen, the app shows its own */
  }
})();
