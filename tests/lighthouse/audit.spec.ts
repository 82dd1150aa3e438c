import { chromium, expect, test } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { signIn } from '../support/console';
import { freePort, ROOT } from '../support/server';

/** The categories audited; each should score 100, or docs/lighthouse.md says why not. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Debian Chromium's flags for a closed network (docs/architecture.md, "Known constraints"). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The metrics reported beside the scores, by Lighthouse audit id. */
const METRICS = {
  'first-contentful-paint': 'First Contentful Paint',
  'largest-contentful-paint': 'Largest Contentful Paint',
  'total-blocking-time': 'Total Blocking Time',
  'cumulative-layout-shift': 'Cumulative Layout Shift',
  'speed-index': 'Speed Index',
  'total-byte-weight': 'Bytes transferred',
} as const;

/**
 * Why an audit may keep the work bench's score below 100, by audit id: written under the audit in
 * docs/lighthouse.md whenever it does not pass there. The lean pages have no such reason.
 */
const WORK_BENCH_NOTES: Record<string, string> = {
  'total-blocking-time':
    'The shell and the first view render once their first answers have come, as one transition that React splits ' +
    'into slices (docs/architecture.md, "Stable work bench"); what remains is the entry\'s evaluation and the commit ' +
    'of that render. It varies most between runs on a shared machine.',
  'largest-contentful-paint':
    'The largest paint is a key figure. Three steps come one after another: the entry runs, the session check answers, ' +
    "and the first calls answer; the shell's and the work bench's code loads meanwhile (docs/architecture.md, " +
    '"Stable work bench"). The calls wait for the check so that a visitor whose session has ended is sent to sign on ' +
    'without a warning per call.',
  'speed-index': 'Follows from the cards painting after the shell and the session check.',
  'first-contentful-paint':
    'The first paint is the status line of index.html (docs/behaviour.md, "Sign-on"); Chromium paints it once the ' +
    'entry, which arrives with the stylesheet, has run.',
};

/** The audits of the categories that do not pass: weighted ones below 1. */
function failing(lhr: Result, notes: Record<string, string>): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`- ${id}: \`${audit.id}\`, ${audit.title}${shown}, score ${Math.round(audit.score * 100)}`);
      if (notes[audit.id]) lines.push(`  ${notes[audit.id]}`);
    }
  }
  return lines;
}

function report(name: string, address: string, lhr: Result): string {
  const scores = CATEGORIES.map(
    (id) => `| ${lhr.categories[id]?.title ?? id} | ${Math.round((lhr.categories[id]?.score ?? 0) * 100)} |`,
  );
  const metrics = Object.entries(METRICS).map(([id, title]) => `| ${title} | ${lhr.audits[id]?.displayValue ?? '-'} |`);
  const fails = failing(lhr, address === '/admin/index' ? WORK_BENCH_NOTES : {});
  return [
    `## ${name} (\`${address}\`)`,
    '',
    '| category | score |',
    '| --- | --- |',
    ...scores,
    '',
    '| metric | value |',
    '| --- | --- |',
    ...metrics,
    '',
    fails.length ? 'Audits that do not pass:' : 'Every weighted audit passes.',
    ...(fails.length ? ['', ...fails] : []),
    '',
  ].join('\n');
}

test('Lighthouse desktop audit of the sign-in page, the portal and the work bench, written to docs/lighthouse.md', async ({
  baseURL,
}) => {
  const port = freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'workbench-lighthouse-'));
  // One persistent profile: the tab Lighthouse opens shares the cookies of the signed-in page.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The server's certificate is made for the run (lighthouse.config.ts): trusted by its key, alone.
    args: [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--ignore-certificate-errors-spki-list=${process.env.WORKBENCH_TLS_SPKI ?? ''}`,
    ],
    locale: 'zh-CN',
  });
  try {
    // Cold loads, with the cookies kept (the session of the second run).
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: [...CATEGORIES],
    };
    const runs: [string, string][] = [
      ['The sign-in page', '/admin/login'],
      ['The portal', '/store/index'],
      ['The work bench, signed in as admin', '/admin/index'],
    ];
    const sections: string[] = [];
    for (const [name, address] of runs) {
      if (address === '/admin/index') {
        const page = await context.newPage();
        await signIn(page, 'admin');
        // A cold load like the first one: the cache goes, the session cookie stays.
        await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      }
      const result = await lighthouse(`${baseURL}${address}`, flags, desktopConfig);
      expect(result, `Lighthouse ran on ${address}`).toBeDefined();
      const { lhr } = result!;
      expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
      sections.push(report(name, address, lhr));
      console.log(sections.at(-1));
    }
    const file = path.join(ROOT, 'docs/lighthouse.md');
    const markdown = [
      '# Lighthouse',
      '',
      `Written by \`pnpm lighthouse\` (Lighthouse ${desktopConfig.settings?.formFactor ?? 'desktop'} preset, simulated throttling, Debian Chromium,`,
      'against the built server on this machine, over HTTPS and HTTP/2 as a deployment serves it). Each category',
      'should score 100; an audit that keeps one lower is listed under its page with the reason. Timings vary from',
      'run to run on a busy machine.',
      '',
      ...sections,
    ].join('\n');
    // Formatted as `pnpm lint` checks it (Prettier, the repository's settings).
    writeFileSync(file, await format(markdown, { ...(await resolveConfig(file)), filepath: file }));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
