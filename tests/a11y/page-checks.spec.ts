import { test as base, expect, type Page } from '@playwright/test';
import {
  developerTextProblems,
  forcedColorsProblems,
  layoutProblems,
  motionProblems,
  reflowProblems,
  targetSizeProblems,
  textSpacingProblems,
} from '../support/page-checks';

/**
 * The page checks of support/page-checks.ts on small known-good and known-bad pages (set with
 * `page.setContent`, no server): each check is shown to pass the good page and to name the fault of
 * the bad one. One page for the whole file, as the checks are meant to run in a loaded page.
 */
const test = base.extend<object, { checkPage: Page }>({
  checkPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 320, height: 256 } });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const SR_ONLY =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

test('reflow: a wide row fails; a scroller reached by keyboard and wrapped content pass', async ({
  checkPage: page,
}) => {
  await page.setContent(`
    <div style="display:flex;gap:8px"><button>One</button><button>Two</button><div style="flex:none;width:400px">wide</div></div>`);
  const bad = await reflowProblems(page);
  expect(bad.join('\n')).toMatch(/document scrolls horizontally/);
  expect(bad.join('\n')).toMatch(/div "wide" ends \d+(\.\d)? px past the viewport's right edge/);

  await page.setContent(`
    <div style="overflow-x:auto" aria-label="Table of rows"><table style="width:600px"><tr><td><button>Open</button></td></tr></table></div>
    <p style="max-width:100%">A paragraph that wraps at any width.</p>`);
  expect(await reflowProblems(page)).toEqual([]);

  await page.setContent(`<div style="overflow-x:auto"><div style="width:600px">rows</div></div>`);
  expect(await reflowProblems(page)).toEqual([
    expect.stringMatching(
      /^div "rows" scrolls sideways \(600 px of content in 304 px\) but is not reachable by keyboard$/,
    ),
  ]);

  await page.setContent(`<div style="overflow-x:auto" tabindex="0"><div style="width:600px">rows</div></div>`);
  expect(await reflowProblems(page)).toEqual([
    expect.stringMatching(
      /^div "rows" scrolls sideways \(600 px of content in 304 px\) but is a tab stop with no name$/,
    ),
  ]);
});

test('text spacing: a fixed-height clipped label fails; a growing one and a titled ellipsis pass', async ({
  checkPage: page,
}) => {
  await page.setContent(`
    <button style="height:20px;width:80px;overflow:hidden;line-height:20px;font-size:14px;white-space:nowrap">Save changes now</button>
    <span style="${SR_ONLY}">Visually hidden text that is long</span>`);
  const bad = await textSpacingProblems(page);
  expect(bad).toEqual([expect.stringMatching(/^button "Save changes now" cuts off its text/)]);
  // The style is gone afterwards.
  expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing)).toBe('normal');

  await page.setContent(`
    <button style="min-height:20px;width:200px;overflow:hidden;font-size:14px">Save</button>
    <span title="A very long name of a company" style="display:block;width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A very long name of a company</span>`);
  expect(await textSpacingProblems(page)).toEqual([]);
});

test('target size: crowded small icons fail; 24 px targets, spaced small ones and inline links pass', async ({
  checkPage: page,
}) => {
  await page.setContent(`
    <div style="display:flex"><button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button></div>`);
  const bad = await targetSizeProblems(page);
  expect(bad[0]).toMatch(/^button "a" is 16 x 16 px, under 24 x 24, and its 24 px circle meets button "b"/);

  await page.setContent(`
    <button style="width:24px;height:24px;padding:0">a</button>
    <button style="width:16px;height:16px;padding:0;margin-left:30px">b</button>
    <p>Read the <a href="#terms">terms</a> first.</p>
    <label><input type="checkbox" style="${SR_ONLY}"><span style="display:inline-block;width:24px;height:24px"></span></label>
    <button disabled style="width:8px;height:8px;padding:0"></button>`);
  expect(await targetSizeProblems(page)).toEqual([]);
});

test('forced colours: a tab selected by colour alone and a box-shadow focus ring fail; a border and an outline pass', async ({
  checkPage: page,
}) => {
  await page.setContent(`
    <style>
      [role=tab] { border: 0; background: none; color: #555; }
      [role=tab][aria-selected=true] { color: #06c; background: #def; }
      button:focus { outline: none; box-shadow: 0 0 0 2px #06c; }
    </style>
    <div role="tablist" aria-label="Views"><button role="tab" aria-selected="true">One</button><button role="tab" aria-selected="false">Two</button></div>`);
  const bad = await forcedColorsProblems(page);
  expect(bad).toEqual([
    expect.stringMatching(
      /^button\[role=tab\] "One" .* looks the same as button\[role=tab\] "Two" under forced colours/,
    ),
    expect.stringMatching(/has keyboard focus but no outline under forced colours/),
  ]);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(false);

  await page.setContent(`
    <style>
      [role=tab] { border: 0; border-bottom: 2px solid transparent; background: none; }
      [role=tab][aria-selected=true] { border-bottom-style: solid; }
      @media (forced-colors: active) { [role=tab][aria-selected=true] { border-bottom-color: Highlight; } }
      [role=tab][aria-selected=false] { border-bottom-style: none; }
      button:focus-visible { outline: 2px solid; }
    </style>
    <div role="tablist" aria-label="Views"><button role="tab" aria-selected="true">One</button><button role="tab" aria-selected="false">Two</button></div>`);
  expect(await forcedColorsProblems(page)).toEqual([]);
});

test('forced colours: chart series told apart by colour alone fail; by pattern they pass', async ({
  checkPage: page,
}) => {
  await page.setContent(`
    <figure aria-label="Orders"><svg width="40" height="20">
      <rect data-series="0" width="20" height="20" fill="#06c" /><rect data-series="1" x="20" width="20" height="20" fill="#c60" />
    </svg></figure>`);
  expect(await forcedColorsProblems(page)).toEqual([
    expect.stringMatching(/^rect of series 1 looks the same as series 0 in figure "Orders" under forced colours$/),
  ]);

  await page.setContent(`
    <figure aria-label="Orders"><svg width="40" height="20">
      <defs><pattern id="lines" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0,2H4" stroke="black" /></pattern></defs>
      <rect data-series="0" width="20" height="20" fill="#06c" /><rect data-series="1" x="20" width="20" height="20" fill="url(#lines)" />
    </svg></figure>`);
  expect(await forcedColorsProblems(page)).toEqual([]);
});

test('motion: a long transition and an endless spinner fail under reduced motion; instant ones pass', async ({
  checkPage: page,
}) => {
  await page.setContent(`
    <style>@keyframes spin { to { transform: rotate(1turn); } }</style>
    <div style="transition: opacity 300ms">fades</div>
    <div style="width:10px;height:10px;animation: spin 1s linear infinite">spins</div>`);
  const bad = (await motionProblems(page)).join('\n');
  expect(bad).toMatch(/div "fades" declares a transition of opacity for 0.3 s/);
  expect(bad).toMatch(/runs the animation spin of 1 s, repeated forever/);

  await page.setContent(`
    <style>
      @keyframes spin { to { transform: rotate(1turn); } }
      @media (prefers-reduced-motion: reduce) { * { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; } }
    </style>
    <div style="transition: opacity 300ms">fades</div>
    <div style="width:10px;height:10px;animation: spin 1s linear infinite">spins</div>`);
  expect(await motionProblems(page)).toEqual([]);
});

test('layout and developer text: a code, buttons and a label broken over lines, JSON, epoch ms, a key and a route fail; one-line tokens, wrapped prose and readable text pass', async ({
  checkPage: page,
}) => {
  await page.setContent(`
    <table style="width:180px;font-size:14px"><tr>
      <td style="width:40px">HC-2026-002</td>
      <td style="width:28px"><button>编辑</button><button>删除</button></td>
      <td>A description long enough to wrap</td>
    </tr></table>
    <button style="width:36px">重置密码</button>
    <p>{"pageNum":1,"pageSize":10}</p>
    <p>Started 1795718314595</p>
    <p>shareUuid</p>
    <p>POST /share-system/person/add</p>`);
  expect(await layoutProblems(page)).toEqual([
    expect.stringMatching(/^td "HC-2026-002" holds a single token but takes [23] lines/),
    expect.stringMatching(/^td "编辑删除" holds button or link labels but takes 4 lines/),
    expect.stringMatching(/^button "编辑" wraps its label over 2 lines/),
    expect.stringMatching(/^button "删除" wraps its label over 2 lines/),
    expect.stringMatching(/^button "重置密码" wraps its label over [2-4] lines/),
  ]);
  expect(await developerTextProblems(page)).toEqual([
    'JSON "{"pageNum":" shows in p "{"pageNum":1,"pageSize":10}"',
    'epoch milliseconds "1795718314595" shows in p "Started 1795718314595"',
    'a camelCase key "shareUuid" shows in p "shareUuid"',
    'an HTTP method and path "POST /share-system/person/add" shows in p "POST /share-system/person/add"',
  ]);

  await page.setContent(`
    <div role="region" aria-label="Projects" tabindex="0" style="overflow-x:auto">
      <table style="font-size:14px"><tr>
        <td style="white-space:nowrap">HC-2026-002</td>
        <td style="white-space:nowrap">2026-04-30 09:00:00</td>
        <td style="white-space:nowrap;text-align:end">¥1,795,718,314.59</td>
        <td style="white-space:nowrap"><button>编辑</button> <button>重置密码</button></td>
        <td style="width:80px">A description long enough to wrap</td>
        <td style="width:60px">华南仓储中心暖通维修工程</td>
      </tr></table>
    </div>
    <button style="white-space:nowrap">重置密码</button>
    <p>Call 18995612104 from an iPhone or macOS; see /admin/peopleManage. Post office hours.</p>
    <span style="${SR_ONLY}">startTime</span>
    <span translate="no">xsVc4bKq</span>`);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await developerTextProblems(page)).toEqual([]);
});
