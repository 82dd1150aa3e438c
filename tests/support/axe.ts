import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG rule sets every screen must pass (developers' guide). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Runs axe with {@link WCAG_TAGS} on the page as it is and expects no violation (naming rule and targets). */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([]);
}

/**
 * {@link expectNoAxeViolation} in the light and then the dark colour scheme (`prefers-color-scheme`
 * emulated) of the same page load, which is left light: one visit checks both schemes. After each
 * switch it waits for the colour transitions it started to finish (CSS Transitions, Web Animations
 * `finished`), so axe measures the contrast of the scheme's colours, not of a colour on its way.
 */
export async function expectNoAxeViolationInBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await expectNoAxeViolation(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
