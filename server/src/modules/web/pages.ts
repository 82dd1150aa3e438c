/**
 * The one server-rendered HTML page: the notice shown when the console has not been built.
 * Accessible (lang, title, main landmark, one h1), no script, and every dynamic text HTML-escaped.
 */
import escapeHtml from 'escape-html';
import type { Lang } from '../../lib/i18n';

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; line-height: 1.6; }
body { margin: 0; }
main { max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
a { color: LinkText; }
code { font-family: ui-monospace, monospace; }
`;

function page(lang: Lang, title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${bodyHtml}
</main>
</body>
</html>
`;
}

const NOT_BUILT = {
  zh: { title: '控制台尚未构建', before: '在仓库根目录运行 ', after: '，然后刷新本页。' },
  en: {
    title: 'The console has not been built',
    before: 'Run ',
    after: ' at the repository root, then reload this page.',
  },
} as const;

/** The page answered with HTTP 503 when the console's build output has no `index.html`. */
export function renderNotBuiltPage(lang: Lang): string {
  const text = NOT_BUILT[lang];
  return page(
    lang,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.before)}<code>pnpm build</code>${escapeHtml(text.after)}</p>`,
  );
}
