/**
 * The brand band's illustration on the lean pages (the sign-in page and the portal; console/vite.config.ts
 * writes it over their `{{@illustration}}` mark): a sketch of the console, a window with a menu,
 * three key figures and a chart, and an approved application in front. Drawn in `currentColor`
 * at several strengths, so it takes the band's text colour, with the brand colour inside the
 * card in front; decorative (`aria-hidden`), it says nothing the page's text does not.
 */

const BAR_HEIGHTS = [38, 60, 46, 78, 66, 90, 56, 100];

function rect(x: number, y: number, width: number, height: number, radius: number, extra: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" ${extra} />`;
}

/** The illustration as SVG markup, with `className` on the `<svg>` (a size). */
export function illustrationSvg(className: string): string {
  const menu = [0, 1, 2, 3, 4, 5]
    .map((row) => rect(48, 108 + row * 22, row % 2 ? 40 : 50, 7, 3.5, 'fill="currentColor" fill-opacity=".32"'))
    .join('');
  const figures = [126, 222, 318]
    .map(
      (x) =>
        rect(x, 66, 86, 56, 8, 'fill="currentColor" fill-opacity=".16"') +
        rect(x + 12, 78, 36, 6, 3, 'fill="currentColor" fill-opacity=".4"') +
        rect(x + 12, 94, 52, 12, 4, 'fill="currentColor" fill-opacity=".75"'),
    )
    .join('');
  const bars = BAR_HEIGHTS.map((height, index) =>
    rect(146 + index * 31, 244 - height, 16, height, 3, 'fill="currentColor" fill-opacity=".38"'),
  ).join('');
  const points = BAR_HEIGHTS.map((height, index) => [154 + index * 31, 232 - height * 0.8] as const);
  const line = `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />`;
  const dots = points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="currentColor" />`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 300" aria-hidden="true" focusable="false" class="${className}">`,
    rect(20, 24, 400, 252, 14, 'fill="currentColor" fill-opacity=".1"'),
    '<path d="M34 24h372a14 14 0 0 1 14 14v14H20V38a14 14 0 0 1 14-14Z" fill="currentColor" fill-opacity=".14" />',
    [40, 54, 68].map((cx) => `<circle cx="${cx}" cy="38" r="4" fill="currentColor" fill-opacity=".45" />`).join(''),
    rect(36, 66, 76, 194, 8, 'fill="currentColor" fill-opacity=".1"'),
    rect(42, 76, 64, 20, 6, 'fill="currentColor" fill-opacity=".28"'),
    menu,
    figures,
    rect(126, 134, 278, 126, 8, 'fill="currentColor" fill-opacity=".12"'),
    bars,
    line,
    dots,
    rect(296, 200, 136, 74, 12, 'fill="currentColor"'),
    '<circle cx="322" cy="226" r="12" class="fill-primary forced-colors:fill-[CanvasText]" />',
    '<path d="m316.5 226 4 4 7-8" fill="none" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" class="stroke-primary-foreground forced-colors:stroke-[Canvas]" />',
    rect(344, 217, 70, 7, 3.5, 'class="fill-primary" fill-opacity=".55"'),
    rect(344, 231, 46, 6, 3, 'class="fill-primary" fill-opacity=".3"'),
    rect(310, 254, 108, 6, 3, 'class="fill-primary" fill-opacity=".18"'),
    rect(310, 254, 76, 6, 3, 'class="fill-primary"'),
    '</svg>',
  ].join('');
}
