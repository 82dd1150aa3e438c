/**
 * Writes the token stylesheets: `dist/tokens.css` (CSS variables for the default brand #409EFF)
 * and `dist/theme.css` (the Tailwind v4 mapping). Run with `pnpm --filter @workbench/tokens build`.
 *
 * Fails (exit code 1) if any semantic pair of the default theme misses WCAG AA, or two of its chart
 * series colours are closer than `CHART_MIN_DISTANCE`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  CHART_MIN_DISTANCE,
  CHART_TOKENS,
  auditContrast,
  closestPair,
  createTheme,
  themeCss,
  tokensCss,
} from '../src/index';

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
for (const mode of [theme.light, theme.dark]) {
  const { distance, pair } = closestPair(CHART_TOKENS.map((token) => mode.tokens[token]));
  if (distance < CHART_MIN_DISTANCE) {
    failures.push(
      `${mode.mode}: ${CHART_TOKENS[pair[0]]} and ${CHART_TOKENS[pair[1]]} are ${distance.toFixed(3)} apart in OKLab, need ${CHART_MIN_DISTANCE}`,
    );
  }
}
if (failures.length > 0) {
  console.error(`Colour check failed:\n${failures.join('\n')}`);
  process.exit(1);
}

await mkdir(dist, { recursive: true });
await writeFile(`${dist}tokens.css`, tokensCss(theme));
await writeFile(`${dist}theme.css`, themeCss());
console.log(`tokens: wrote dist/tokens.css and dist/theme.css (brand ${theme.brand})`);
