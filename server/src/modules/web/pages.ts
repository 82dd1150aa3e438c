/**
 * Small server-rendered HTML pages: the portal at `/store/index` and the notice shown when the
 * console has not been built. Accessible (lang, title, main landmark, one h1), no script, and
 * every dynamic text HTML-escaped.
 */
import escapeHtml from 'escape-html';
import type { Lang } from '../../lib/i18n';

// Longer codes are cut before being shown; the platform's codes are short numbers.
const MAX_SHOWN_CODE_LENGTH = 64;

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

const PORTAL = {
  zh: {
    title: 'Workbench 门户',
    welcome: '欢迎使用 Workbench 后台工作台。',
    authFailed: '身份认证检查失败，请重新登录。',
    unknown: (code: string) => `未知的错误代码：${code}`,
    enter: '进入工作台',
  },
  en: {
    title: 'Workbench portal',
    welcome: 'Welcome to the Workbench back-office console.',
    authFailed: 'The authentication check failed. Please sign in again.',
    unknown: (code: string) => `Unknown error code: ${code}`,
    enter: 'Open the work bench',
  },
} as const;

/**
 * The portal page (`/store/index`, docs/behaviour.md, "Sign-on"). `errCode` -2 explains that the
 * authentication check failed; any other code is called unknown and shown escaped.
 */
export function renderPortalPage(lang: Lang, errCode: string | undefined): string {
  const text = PORTAL[lang];
  let message: string;
  if (errCode === undefined || errCode === '') {
    message = `<p>${escapeHtml(text.welcome)}</p>`;
  } else if (errCode === '-2') {
    message = `<p role="alert">${escapeHtml(text.authFailed)}</p>`;
  } else {
    const shown = errCode.length > MAX_SHOWN_CODE_LENGTH ? `${errCode.slice(0, MAX_SHOWN_CODE_LENGTH)}…` : errCode;
    message = `<p role="alert">${escapeHtml(text.unknown(shown))}</p>`;
  }
  return page(
    lang,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>\n${message}\n<p><a href="/admin/index">${escapeHtml(text.enter)}</a></p>`,
  );
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
