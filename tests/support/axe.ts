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
