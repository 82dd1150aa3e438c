/**
 * The product's logo, drawn once for every page that shows it: the console (`components/brand-logo.tsx`),
 * and the lean pages, the sign-in page and the portal, whose HTML gets it at build time
 * (console/vite.config.ts, the `{{@logo}}` mark). No React here, so the build can import it.
 *
 * A box seen from above, on a rounded plate, in the tokens' brand colours: the plate in
 * `--primary`, the box in `--primary-foreground` (its faces at three strengths), so a company's
 * brand colour (docs/architecture.md, "Theming") recolours it and the pair stays at WCAG AA. A
 * container may swap them, for the logo on a brand-coloured band, by setting `--logo-plate` and
 * `--logo-mark`. It is decorative (`aria-hidden`): the product name stands beside it as text.
 */

/** The logo's coordinate system: a 32 x 32 square. */
export const LOGO_VIEW_BOX = '0 0 32 32';

/** One shape of the logo: an SVG path (`d`), its colour role and its opacity. */
export interface LogoShape {
  d: string;
  /** `plate`: the rounded square behind; `mark`: the box on it. */
  part: 'plate' | 'mark';
  /** 1 for a solid face; less for the box's shaded sides. */
  opacity: number;
}

/** The plate, then the box's top, left and right faces, a unit apart. */
export const LOGO_SHAPES: readonly LogoShape[] = [
  { d: 'M8 0h16a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8V8a8 8 0 0 1 8-8Z', part: 'plate', opacity: 1 },
  { d: 'M16 5.5 25.5 10.25 16 15 6.5 10.25Z', part: 'mark', opacity: 1 },
  { d: 'M6.5 12.25 15 16.5V26.5L6.5 22.25Z', part: 'mark', opacity: 0.78 },
  { d: 'M17 16.5 25.5 12.25V22.25L17 26.5Z', part: 'mark', opacity: 0.55 },
];

/**
 * The class of each part: the brand pair unless a container sets `--logo-plate` / `--logo-mark`.
 * Tailwind reads these literals (the lean pages' stylesheets name this file as a source).
 */
export const LOGO_PART_CLASS: Record<LogoShape['part'], string> = {
  plate: 'fill-[var(--logo-plate,var(--primary))] forced-colors:fill-[CanvasText]',
  mark: 'fill-[var(--logo-mark,var(--primary-foreground))] forced-colors:fill-[Canvas]',
};

/** The logo as SVG markup for a static page, with `className` on the `<svg>` (a size, e.g. `size-8`). */
export function logoSvg(className: string): string {
  const shapes = LOGO_SHAPES.map(
    ({ d, part, opacity }) =>
      `<path d="${d}" class="${LOGO_PART_CLASS[part]}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''} />`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}" aria-hidden="true" focusable="false" class="${className}">${shapes}</svg>`;
}
