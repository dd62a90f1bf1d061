// Taps on the first screen the api drew (backend/src/app/first-screen.ts) before the app's scripts
// have taken it over: a button does nothing until then, so the tap is kept and the app replays it
// once it has (src/app/early-taps.ts). A link is left to the browser, which follows it without the app.
// Loaded async, this may run after the app took over (null then): it must not keep taps from the app.
(function () {
  if (window.__earlyTaps === null) return;
  var taps = [];
  window.__earlyTaps = taps;
  document.addEventListener(
    'click',
    function (event) {
      if (window.__earlyTaps !== taps || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
      taps.push(event.target);
      event.preventDefault();
    },
    true,
  );
})();
