import type AxeBuilder from '@axe-core/playwright';
import { test as base, errors, expect, type Page } from '@playwright/test';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AVATAR_LOADING, WCAG_TAGS, withoutWidgetHoldingCells } from '../support/axe';
import {
  DESKTOP,
  forcedColorsProblems,
  motionProblems,
  reflowProblems,
  targetSizeProblems,
  textSpacingProblems,
  ZOOM_200,
  ZOOM_400,
} from '../support/page-checks';
import { AXE_PATH, STORYBOOK_STATIC, storiesServer } from '../support/static-server';

/**
 * Every Storybook story, audited with axe in three states: light and dark with the default brand,
 * and a random brand colour in light or dark (each story's draw from the run's seed), chosen by
 * Storybook globals (`theme`, `brand`: sent over the preview's channel, or in the URL of a page
 * loaded afresh, `globals=theme:dark;brand:!hex(rrggbb)`; see .storybook/preview.tsx). Overlays a story declares open (menus, dialogs, popovers portalled to
 * `<body>`) are in the document and audited as they are. A random brand in both schemes on every
 * story would add a page load to each for little: the tokens' property test checks 1,000 random
 * brands in both schemes on every run, and each run's seed draws other brands and schemes.
 *
 * The same three states also run the checks axe does not make (support/page-checks.ts), each
 * in the state whose viewport it needs, after axe: see {@link State.checks}.
 */

/**
 * `region` ("all content is inside landmarks") is the one rule left out: a story is a component
 * alone on Storybook's blank canvas, with no `<main>`, `<nav>` or header by design; the pages that
 * compose the components into landmarks are audited in console.a11y.spec.ts. It is a best-practice
 * rule, outside WCAG_TAGS, so axe would not run it today either; it is disabled by name so that a
 * change of tags cannot bring it in. Besides it, only the nodes named by LET_OFF and by
 * support/axe.ts WIDGET_HOLDING_CELL are let off, each from one rule.
 */
const DISABLED_RULES = ['region'];

/**
 * The one kind of node `scrollable-region-focusable` is not asked of: a menu or a list box (or the
 * popover that scrolls one). Open at 320 x 256 they scroll, and axe wants a scrolling box to hold
 * something Tab reaches; but their items are reached by the arrow keys, as the APG menu and
 * listbox patterns say (roving focus, or `aria-activedescendant` from a combobox), and the box
 * scrolls to the item the arrows reach. Tab leaves such a widget by design. Every other scrolling
 * box must pass the rule.
 */
const ARROW_KEY_SCROLLERS = '[role=menu], [role=listbox], :has(> [role=menu]), :has([role=listbox])';

/**
 * React Aria's live announcer says a name by reference: an empty `role="img"` in its hidden log,
 * labelled by the id of the element named (a button that turned pending while focused, a chosen
 * option), cleared after 7 s. When that element leaves first, as an alert dialog's confirm button
 * does once its action is done, the reference dangles until then and `role-img-alt` flags it. The
 * console's audits wait it out (console.a11y.spec.ts); a story's `play` ends right there, and
 * waiting 7 s in each of its states is not worth the suite's time for a message already said.
 */
const LIVE_ANNOUNCER_MESSAGES = '[data-live-announcer] [role=img]';

/** The nodes each rule does not ask about, by selector: {@link ARROW_KEY_SCROLLERS}, {@link LIVE_ANNOUNCER_MESSAGES}. */
const LET_OFF: Record<string, string> = {
  'scrollable-region-focusable': ARROW_KEY_SCROLLERS,
  'role-img-alt': LIVE_ANNOUNCER_MESSAGES,
};

const DEFAULT_BRAND = '#409EFF';

interface Story {
  type: string;
  id: string;
  title: string;
  name: string;
}

/** A page check of support/page-checks.ts. */
type Check = (page: Page) => Promise<string[]>;

interface State {
  theme: 'light' | 'dark';
  brand: string;
  /** The viewport, CSS px, set before the story loads. */
  viewport: { width: number; height: number };
  /** The page checks run after axe, in this order, with the names they are reported under. */
  checks: [string, Check][];
}

function readStories(): Story[] {
  const file = path.join(STORYBOOK_STATIC, 'index.json');
  if (!existsSync(file)) {
    throw new Error(
      `${file} does not exist: build Storybook first with \`pnpm build-storybook\` at the repository root ` +
        '(`pnpm test` does it through `pnpm build-stories` before the end-to-end tests).',
    );
  }
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries?: Record<string, Story> };
  const stories = Object.values(index.entries ?? {}).filter((entry) => entry.type === 'story');
  if (stories.length === 0) throw new Error(`${file} lists no story: is the Storybook build complete?`);
  return stories;
}

/**
 * The run's seed, chosen in playwright.config.ts (set WORKBENCH_STORIES_SEED to replay a run): each
 * story's random brand colour, and `Math.random` inside the page, derive from it.
 */
const SEED = process.env.WORKBENCH_STORIES_SEED;
if (!SEED) throw new Error('WORKBENCH_STORIES_SEED is unset: run this spec through tests/playwright.config.ts.');

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A random but reproducible brand colour for one story: any sRGB colour, as the toolbar's "random". */
function randomBrand(storyId: string): string {
  const value = Math.imul(hash(`${SEED}:${storyId}`) ^ 0x9e3779b9, 0x85ebca6b) >>> 8;
  return `#${value.toString(16).padStart(6, '0')}`;
}

/** The scheme a story's random brand is audited in, drawn like {@link randomBrand}. */
function randomTheme(storyId: string): State['theme'] {
  return hash(`${SEED}:${storyId}:theme`) % 2 === 0 ? 'light' : 'dark';
}

function storyURL(story: Story, state: State): string {
  const brand = `!hex(${state.brand.slice(1)})`;
  return `${storiesServer().baseURL}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${state.theme};brand:${brand}`;
}

/** How long a story shown in place may take to render and play before the audit loads it afresh, in ms. */
const IN_PLACE_TIMEOUT_MS = 20_000;

/**
 * How long each step of a story shown in place may take to settle (its play, an overlay's exit)
 * before the audit loads it afresh, in ms: short enough for the fresh load to fit in the test.
 */
const IN_PLACE_SETTLE_MS = 8_000;

/**
 * Shows a story in the state's globals: in place, through Storybook's preview channel, when the
 * page already holds the Storybook preview, else (the worker's first story, or a preview that did
 * not answer) by loading its URL. In place is what the Storybook UI does when one picks a story:
 * the runtime, the stories' modules and axe stay loaded, and a load's ~0.4 s of parsing and
 * evaluating goes (about 1,000 page audits a run). The channel's `updateGlobals` applies the
 * state's theme and brand (re-rendering the story shown), then `setCurrentStory`, or `forceRemount`
 * for the story already shown, mounts the story afresh and runs its `play`, which ends in
 * `storyFinished`: the same phases as a load, in a fresh React root.
 */
async function show(page: Page, story: Story, state: State): Promise<void> {
  await page.setViewportSize(state.viewport);
  const inPlace = await page.evaluate(
    async ({ storyId, globals, key, timeout }) => {
      type Listener = (event: { storyId?: string }) => void;
      const view = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: {
          on(name: string, listener: Listener): void;
          off(name: string, listener: Listener): void;
          emit(name: string, payload: object): void;
        };
        __STORYBOOK_PREVIEW__?: {
          currentRender?: { id?: string; phase?: string };
          storyStoreValue?: { userGlobals?: { get(): Record<string, unknown> } };
        };
        __seedRandom?: (key: string) => void;
      };
      const channel = view.__STORYBOOK_ADDONS_CHANNEL__;
      const preview = view.__STORYBOOK_PREVIEW__;
      const current = preview?.currentRender;
      const userGlobals = preview?.storyStoreValue?.userGlobals?.get();
      // Only a preview at rest, not one showing an error (whose next render is not worth trusting).
      if (!channel || !current?.id || current.phase !== 'finished' || !userGlobals) return false;
      if (document.body.classList.contains('sb-show-errordisplay')) return false;
      const finished = (id: string) =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => done(false), timeout);
          const listener: Listener = (event) => {
            if (event.storyId === id) done(true);
          };
          const done = (value: boolean) => {
            clearTimeout(timer);
            channel.off('storyFinished', listener);
            resolve(value);
          };
          channel.on('storyFinished', listener);
        });
      if (Object.entries(globals).some(([name, value]) => userGlobals[name] !== value)) {
        const rerendered = finished(current.id);
        channel.emit('updateGlobals', { globals });
        if (!(await rerendered)) return false;
      }
      window.scrollTo(0, 0);
      view.__seedRandom?.(key);
      const mounted = finished(storyId);
      if (current.id === storyId) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      return mounted;
    },
    {
      storyId: story.id,
      globals: { theme: state.theme, brand: state.brand },
      key: `${story.id}:${state.theme}:${state.brand}`,
      timeout: IN_PLACE_TIMEOUT_MS,
    },
  );
  // A remount in place that does not settle (an overlay whose exit animation never ends, seen
  // once after a story's play closed a select) is loaded afresh, like the overlay below.
  if (inPlace && (await rendered(page, story, state, IN_PLACE_SETTLE_MS).then(() => true, isTimeout))) {
    // React Aria hides an overlay that is preparing to enter (its placement not yet measured) with
    // inline opacity 0, a clip and a transparent mask; a fresh load never leaves one so, but a
    // remount in place has been seen to (a combo box opened from a timer): audited as it is, the
    // overlay would be skipped as hidden. Such a story is loaded afresh instead.
    const settled = await page
      .waitForFunction(
        () =>
          ![...document.querySelectorAll<HTMLElement>('[style*="mask-image"]')].some(
            (element) => element.style.opacity === '0' && element.style.clipPath === 'inset(50%)',
          ),
        undefined,
        { timeout: 1_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (settled) {
      appendFileSync(showLog(), 'in place\n');
      return;
    }
  }
  appendFileSync(showLog(), 'loaded\n');
  // `rendered` waits for the story itself: nothing to gain from waiting for the load event.
  await page.goto(storyURL(story, state), { waitUntil: 'commit' });
  await rendered(page, story, state);
}

function label(state: State): string {
  const brand = `${state.brand === DEFAULT_BRAND ? 'default brand' : 'brand'} ${state.brand}`;
  return `${state.theme}, ${brand}, ${state.viewport.width} x ${state.viewport.height}`;
}

/**
 * One browser context and page per worker, reused by all of its stories: each story is shown in
 * place in the page the worker loaded first (see `show`), and a page loaded afresh takes the
 * Storybook runtime from the context's memory cache.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      // Reduced motion: the design system then ends its enter animations at once (styles.css), so
      // axe measures an open menu's final colours, not a frame of its fade-in.
      const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'zh-CN' });
      // Seeds Math.random from the run's seed and a key: the URL when a page loads, the story and
      // state when the audit shows a story in place (see `show`), so stories that draw a random
      // value (the Button "Random Brand" story) render the same on a replay.
      await context.addInitScript((seed: string) => {
        let state = 0;
        const reseed = (key: string) => {
          state = 0x811c9dc5;
          for (let i = 0; i < key.length; i += 1) state = Math.imul(state ^ key.charCodeAt(i), 0x01000193) >>> 0;
        };
        reseed(`${seed}:${location.href}`);
        (window as unknown as { __seedRandom: (key: string) => void }).__seedRandom = (key) => reseed(`${seed}:${key}`);
        Math.random = () => {
          state = (state + 0x6d2b79f5) | 0;
          let t = Math.imul(state ^ (state >>> 15), 1 | state);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
      }, SEED);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Whether `error` is Playwright's timeout (then `false`, for a fallback); any other error is thrown again. */
function isTimeout(error: unknown): false {
  if (error instanceof errors.TimeoutError) return false;
  throw error;
}

/**
 * Waits for Storybook to render the story (or to show its error display) and play it, then for it
 * to settle; for at most `timeout` ms at each step when given (Playwright's `TimeoutError`).
 */
async function rendered(page: Page, story: Story, state: State, timeout?: number): Promise<void> {
  const within = timeout === undefined ? undefined : { timeout };
  await page.waitForFunction(
    () => {
      // Navigation waits only for the new document, whose body may not be parsed yet.
      const classes = document.body?.classList;
      if (!classes) return false;
      if (classes.contains('sb-show-errordisplay')) return true;
      return (
        classes.contains('sb-show-main') && (document.getElementById('storybook-root')?.childElementCount ?? 0) > 0
      );
    },
    undefined,
    within,
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.getElementById('error-message')?.textContent ?? 'unknown error')
      : null,
  );
  if (error !== null) throw new Error(`${story.id} (${label(state)}) did not render: ${error}`);
  // A story's `play` function runs once it has rendered, opening menus and moving focus: the
  // audit reads the state it ends in, not a frame of it (Storybook's render phases end in
  // `finished`, or in `errored` or `aborted`).
  await page.waitForFunction(
    () => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === undefined || ['finished', 'errored', 'aborted'].includes(phase);
    },
    undefined,
    within,
  );
  // An overlay the play closed leaves once its exit animation ends (React Aria marks it
  // `data-exiting` meanwhile); that animation may not have started yet, so wait for the mark.
  await page.waitForFunction(() => document.querySelector('[data-exiting]') === null, undefined, within);
  await page.waitForFunction((selector) => document.querySelector(selector) === null, AVATAR_LOADING, within);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      // Neither an endless animation nor one in a subtree the browser skips (it runs once shown).
      .filter(
        (animation) =>
          animation.effect?.getTiming().iterations !== Infinity &&
          (animation.effect as KeyframeEffect | null)?.target?.checkVisibility({ contentVisibilityAuto: true }) !==
            false,
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // Two frames: positioned overlays (Radix popper) measure, then move into place.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The URL's globals reached the decorators: a theme is on <html>, and a non-default brand is applied. */
async function expectState(page: Page, story: Story, state: State): Promise<void> {
  const applied = await page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    brand: document.getElementById('workbench-theme') !== null,
  }));
  expect(applied.theme, `${story.id} (${label(state)}): theme global not applied`).toMatch(/^(light|dark)$/);
  if (state.brand !== DEFAULT_BRAND)
    expect(applied.brand, `${story.id} (${label(state)}): brand not applied`).toBe(true);
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Runs axe-core in the story page, as AxeBuilder's legacy mode does (`axe.run` with WCAG_TAGS, minus
 * DISABLED_RULES), but loading axe with a cached `<script src>` from the stories server instead of
 * evaluating its 550 kB source twice per page: that is about a third of the audit's time on 2
 * cores. AxeBuilder's default mode is slower still (it opens a blank page per audit for
 * `axe.finishRun`, which only cross-origin frames need; stories have none).
 */
async function audit(page: Page): Promise<AxeResults> {
  // Once per document: a story shown in place keeps the axe its page loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH });
  return page.evaluate(
    async ({ tags, disabled, letOff }) => {
      const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      });
      // See LET_OFF.
      results.violations = results.violations
        .map((violation) => {
          const selector = letOff[violation.id];
          return selector === undefined
            ? violation
            : {
                ...violation,
                nodes: violation.nodes.filter(
                  (node) => !document.querySelector(String(node.target[0]))?.matches(selector),
                ),
              };
        })
        .filter((violation) => violation.nodes.length > 0);
      return results;
    },
    { tags: WCAG_TAGS, disabled: DISABLED_RULES, letOff: LET_OFF },
  );
}

/**
 * Counts audits across workers (and worker restarts) in a file of this run's temporary directory
 * (support/server.ts makes one per run, teardown.ts removes it). Not test-results/: another run in
 * the same checkout empties that while this one is going.
 */
function auditLog(): string {
  const dir = process.env.WORKBENCH_TEST_DATA_DIR;
  if (!dir) throw new Error('WORKBENCH_TEST_DATA_DIR is unset: run this spec through tests/playwright.config.ts.');
  return path.join(dir, 'stories-a11y-audited.log');
}

/** How each state was shown, `in place` or `loaded`, one line per state, beside {@link auditLog}. */
function showLog(): string {
  return path.join(path.dirname(auditLog()), 'stories-shown.log');
}

/** The milliseconds each page check took, one line per run of a check, beside {@link auditLog}. */
function checkLog(): string {
  return path.join(path.dirname(auditLog()), 'stories-page-checks-ms.log');
}

const stories = readStories();

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  const brand = randomBrand(story.id);
  const theme = randomTheme(story.id);
  const states: State[] = [
    {
      theme: 'light',
      brand: DEFAULT_BRAND,
      viewport: ZOOM_400,
      checks: [
        ['reflow 320 px', reflowProblems],
        ['motion', motionProblems],
        ['text spacing', textSpacingProblems],
      ],
    },
    {
      theme: 'dark',
      brand: DEFAULT_BRAND,
      viewport: ZOOM_200,
      checks: [
        ['reflow 640 px', reflowProblems],
        ['target size', targetSizeProblems],
      ],
    },
    { theme, brand, viewport: DESKTOP, checks: [['forced colours', forcedColorsProblems]] },
  ];

  test(`${story.id} has no axe violation nor page-check problem (random brand ${brand} in ${theme})`, async ({
    storyPage: page,
  }) => {
    // The benchmark's stories hold 100 rows of up to 12 columns: their page checks read every cell's
    // styles, about a minute on a loaded 2-core machine.
    if (story.title.includes('Benchmark')) test.slow();
    const problems: string[] = [];
    for (const state of states) {
      await show(page, story, state);
      await expectState(page, story, state);
      let results = await audit(page);
      // A story still settling as axe read it (a render in place under way: an element it replaced
      // was reported at `:root`) is audited again, as the registry audit does (support/axe.ts): a
      // violation that stays fails.
      for (const wait of [250, 500]) {
        if (results.violations.length === 0) break;
        await page.waitForTimeout(wait);
        results = await audit(page);
      }
      results.violations = await withoutWidgetHoldingCells(page, results.violations);
      const kind = state.brand === DEFAULT_BRAND ? `${state.theme}, default brand` : 'random brand';
      appendFileSync(auditLog(), `${story.id}\t${kind}\n`);
      for (const violation of results.violations) {
        for (const node of violation.nodes) {
          const detail = [...node.any, ...node.all, ...node.none][0]?.message ?? violation.help;
          problems.push(`${story.id} | ${label(state)} | ${violation.id} | ${node.target.join(' ')} | ${detail}`);
        }
      }
      for (const [check, run] of state.checks) {
        const started = performance.now();
        for (const problem of await run(page)) problems.push(`${story.id} | ${label(state)} | ${check} | ${problem}`);
        appendFileSync(checkLog(), `${check}\t${Math.round(performance.now() - started)}\n`);
      }
    }
    expect(
      problems,
      `axe violations and page-check problems of ${story.id} (story | state | rule or check | target | detail); ` +
        `replay: WORKBENCH_STORIES_SEED=${SEED} npx playwright test a11y/stories.a11y.spec.ts -g '${story.id} '`,
    ).toEqual([]);
  });
}

test.afterAll(() => {
  const file = auditLog();
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  const audited = new Set(lines.map((line) => line.split('\t')[0]));
  const states = new Set(lines.map((line) => line.split('\t')[1]));
  // Each worker prints the running total of the run; the last line printed is the whole run.
  console.log(
    `audited ${audited.size} stories in ${states.size} states (${lines.length} page audits of ${stories.length} ` +
      `stories listed; seed ${SEED}, replay with WORKBENCH_STORIES_SEED=${SEED})`,
  );
  const shown = existsSync(showLog()) ? readFileSync(showLog(), 'utf8').trim().split('\n').filter(Boolean) : [];
  const loaded = shown.filter((line) => line === 'loaded').length;
  console.log(`states shown in place ${shown.length - loaded}, loaded afresh ${loaded}`);
  // What the page checks cost, summed over both workers: the suite's wall time grows by about half.
  const timings = existsSync(checkLog()) ? readFileSync(checkLog(), 'utf8').trim().split('\n').filter(Boolean) : [];
  const seconds = new Map<string, number>();
  for (const line of timings) {
    const [check = '', ms = '0'] = line.split('\t');
    seconds.set(check, (seconds.get(check) ?? 0) + Number(ms) / 1000);
  }
  console.log(
    `page checks: ${[...seconds].map(([check, total]) => `${check} ${total.toFixed(1)} s`).join(', ')} (summed over workers)`,
  );
});
