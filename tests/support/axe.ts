import type AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { AXE_SCRIPT } from './static-server';

/** The WCAG rule sets every screen must pass (developers' guide). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The rules of {@link WCAG_TAGS} whose outcome rests on colour alone: text contrast (WCAG 1.4.3)
 * and links told from the text around them by colour (1.4.1). A colour scheme or a brand colour
 * changes the values of the design tokens' custom properties and nothing else of the page (no
 * markup, no names, no sizes: docs/architecture.md, "Theming"), so an audit of a second scheme or
 * brand on the same page load runs these and leaves the other rules, already run, alone.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

let axeSource: string | undefined;

/** What `axe.run` answers. */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * An avatar whose picture is still loading (the design system's `Avatar`, `data-status`): it is
 * about to swap its initials for the picture, so an audit waits until there is none.
 */
export const AVATAR_LOADING = '[data-slot="avatar"][data-status="loading"]';

/**
 * The one kind of node `target-size` (WCAG 2.5.8) is not asked of: a grid cell that holds widgets
 * of its own, such as a row's 编辑, 删除 and 更多 buttons. The cell is in the tab order only as the
 * grid's roving focus stop (APG grid pattern): Tab onto it moves focus to its first widget, and a
 * click on its padding runs nothing. axe counts every focusable cell as a pointer target and its
 * widgets as obscuring it, so the cell of the last widget used fails with the few pixels of padding
 * left around them. The widgets themselves are each still checked by the rule.
 */
export const WIDGET_HOLDING_CELL = '[role=gridcell]:has(button, a[href], input, select, textarea)';

/**
 * `violations` without the nodes of `target-size` that match {@link WIDGET_HOLDING_CELL} in `page`
 * as it is (one more round trip, only when `target-size` failed).
 */
export async function withoutWidgetHoldingCells(
  page: Page,
  violations: AxeResults['violations'],
): Promise<AxeResults['violations']> {
  const targetSize = violations.find((violation) => violation.id === 'target-size');
  if (!targetSize) return violations;
  const held = await page.evaluate(
    ({ targets, selector }) => targets.map((target) => document.querySelector(target)?.matches(selector) === true),
    { targets: targetSize.nodes.map((node) => String(node.target[0])), selector: WIDGET_HOLDING_CELL },
  );
  const nodes = targetSize.nodes.filter((_, index) => !held[index]);
  return violations.flatMap((violation) =>
    violation !== targetSize ? [violation] : nodes.length > 0 ? [{ ...violation, nodes }] : [],
  );
}

/**
 * Runs axe-core with {@link WCAG_TAGS} on the page as it is and answers its violations, less
 * {@link withoutWidgetHoldingCells}. axe is
 * evaluated once per document (a view opened inside the console keeps it) and run as
 * `axe.run(document)`, the way AxeBuilder's legacy mode does: AxeBuilder's default mode evaluates
 * the 550 kB script again on every audit, and for `axe.finishRun` opens a blank page and evaluates it
 * there too, which only cross-origin frames need. The console's one frame is the hidden,
 * same-origin target of downloads (docs/behaviour.md, "Downloads"), which has nothing to audit:
 * frames are left out (`iframes: false`) rather than waited for.
 */
export async function axeViolations(page: Page, only: 'all' | 'colour' = 'all'): Promise<AxeResults['violations']> {
  // An avatar swaps its initials for the picture once the picture has loaded: audited during the
  // swap, the initials' element leaves the document under axe.
  await page.waitForFunction((selector) => document.querySelector(selector) === null, AVATAR_LOADING);
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(AXE_SCRIPT, 'utf8');
    await page.evaluate(axeSource);
  }
  const runOnly = only === 'all' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES };
  const results = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
        document,
        { runOnly, resultTypes: ['violations'], iframes: false },
      ),
    runOnly,
  );
  return withoutWidgetHoldingCells(page, results.violations);
}

/**
 * Runs axe with {@link WCAG_TAGS} (or, with `only: 'colour'`, {@link COLOUR_RULES}) on the page as
 * it is and expects no violation (naming rule and targets).
 */
export async function expectNoAxeViolation(page: Page, only: 'all' | 'colour' = 'all'): Promise<void> {
  const violations = await axeViolations(page, only);
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

/**
 * {@link expectNoAxeViolation} in the light and then the dark colour scheme (`prefers-color-scheme`
 * emulated) of the same page load, which is left light: one visit checks both schemes, every rule
 * in light and {@link COLOUR_RULES} in dark. After each
 * switch it waits two frames and for the colour transitions it started to finish (CSS Transitions,
 * Web Animations `finished`), so axe measures the contrast of the scheme's colours, not of a colour
 * on its way.
 */
export async function expectNoAxeViolationInBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(async () => {
      // The media query's change reaches the page's listeners (the console's theme follows the
      // system scheme) in a rendering step after the emulation: two frames, then the transitions
      // that started. With reduced motion there are none, and the frames are all the wait. A
      // transition in a subtree the browser skips (content-visibility: auto off screen, a closed
      // <details>) does not run until it is shown, so it is not waited for; nor is anything past
      // 2 s: the audit below is retried while a colour settles.
      const settled = async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const transitions = document
          .getAnimations()
          .filter(
            (animation) =>
              animation instanceof CSSTransition &&
              (animation.effect as KeyframeEffect | null)?.target?.checkVisibility({ contentVisibilityAuto: true }) !==
                false,
          )
          .map((animation) => animation.finished.catch(() => undefined));
        await Promise.all(transitions);
      };
      await Promise.race([settled(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    });
    // A colour still settling is audited again; a violation that stays fails.
    await expect(() => expectNoAxeViolation(page, colorScheme === 'light' ? 'all' : 'colour')).toPass({
      intervals: [250, 500, 1_000],
      timeout: 10_000,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
