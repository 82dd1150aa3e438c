import { expect, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAPTOP } from './page-checks';
import { ROOT } from './server';

/** Where the README's screenshots live. */
const DIRECTORY = path.join(ROOT, 'docs/screenshots');

/** The colour scheme each language is shown in: Chinese in light, English in dark. */
const SCHEMES = { zh: 'light', en: 'dark' } as const;

/**
 * Writes the README's screenshot of what `page` shows now, when the run was asked to refresh them
 * (`UPDATE_DOCS=1 pnpm test:e2e`); otherwise does nothing. Called from the journeys that already
 * load the pages shown (the sign-in page, the work bench, the people list), so refreshing them
 * adds no page load: the page is resized to {@link LAPTOP} (1440 x 900) and switched to the
 * language's scheme (zh light, en dark), shot, and given its viewport back; the scheme stays as
 * switched, so the caller sets the one it needs next.
 *
 * @param name - the file's stem: `docs/screenshots/<name>-<language>-<scheme>.png`.
 */
export async function docsScreenshot(page: Page, name: string, language: 'zh' | 'en'): Promise<void> {
  if (!process.env.UPDATE_DOCS) return;
  const viewport = page.viewportSize();
  const scheme = SCHEMES[language];
  await page.emulateMedia({ colorScheme: scheme });
  await page.setViewportSize(LAPTOP);
  // Every font has loaded, what lays itself out on resize has rendered, and every chart shown has
  // been drawn again for its new width (the design system's chart redraws 50 ms after a resize; one
  // in a hidden view has no box and is left alone).
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))));
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-slot=chart-svg]')].every(
          (svg) =>
            svg.getClientRects().length === 0 ||
            Math.abs(Number(svg.getAttribute('width')) - (svg.parentElement?.clientWidth ?? 0)) <= 1,
        ),
      ),
    )
    .toBe(true);
  mkdirSync(DIRECTORY, { recursive: true });
  writeFileSync(path.join(DIRECTORY, `${name}-${language}-${scheme}.png`), await page.screenshot());
  if (viewport) await page.setViewportSize(viewport);
}
