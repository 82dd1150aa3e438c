// Runs before the console's first paint (a blocking script at the top of <body>; the CSP allows
// no inline script): puts back the brand colour and the light/dark choice saved by
// src/lib/theme.ts, so a reload shows no flash of the default theme, and the page's language from
// the `language` cookie (anything but `en` is Chinese, docs/behaviour.md, "Layout"), so the
// status line index.html shows until the console runs is in that language.
(function () {
  if (/(?:^|;\s*)language=en(?:;|$)/.test(document.cookie)) document.documentElement.lang = 'en';
  try {
    var saved = JSON.parse(window.localStorage.getItem('workbench-theme') || 'null');
    if (saved && typeof saved.css === 'string') {
      var style = document.createElement('style');
      style.id = 'workbench-theme';
      style.textContent = saved.css;
      document.head.appendChild(style);
    }
    var scheme = window.localStorage.getItem('workbench-color-scheme');
    if (scheme === 'light' || scheme === 'dark') document.documentElement.setAttribute('data-theme', scheme);
  } catch {
    // Storage may be unavailable (privacy mode): the default theme applies.
  }
})();
