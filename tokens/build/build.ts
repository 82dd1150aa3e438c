/**
 * Writes the token stylesheets: `dist/tokens.css` (CSS variables for the default brand #409EFF)
 * and `dist/theme.css` (the Tailwind v4 mapping). Run with `pnpm --filter @workbench/tokens build`.
 *
 * Fails (exit code 1) if any semantic pair of the default theme misses WCAG AA.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { auditContrast, createTheme, themeCss, tokensCss } from '../src/index';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const theme = createTheme();

const failures = [theme.light, theme.dark].flatMap((mode) =>
  auditContrast(mode)
    .filter((pair) => !pair.passes)
    .map(
      (pair) =>
        `${mode.mode}: ${pair.foreground} on ${pair.background} is ${pair.ratio.toFixed(2)}:1, needs ${pair.minRatio}:1`,
    ),
);
if (failures.length > 0) {
  console.error(`Contrast check failed:\n${failures.join('\n')}`);
  process.exit(1);
}

await mkdir(dist, { recursive: true });
await writeFile(`${dist}tokens.css`, tokensCss(theme));
await writeFile(`${dist}theme.css`, themeCss());
console.log(`tokens: wrote dist/tokens.css and dist/theme.css (brand ${theme.brand})`);
