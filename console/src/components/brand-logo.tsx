import { cn } from '@workbench/design-system';
import { LOGO_PART_CLASS, LOGO_SHAPES, LOGO_VIEW_BOX } from '../lib/brand-logo';

/**
 * The product's logo in the brand colours (`lib/brand-logo.ts`), decorative: put the product
 * name beside it as text. `className` sizes it (`size-8`).
 */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={LOGO_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      {LOGO_SHAPES.map(({ d, part, opacity }) => (
        <path key={d} d={d} className={LOGO_PART_CLASS[part]} fillOpacity={opacity < 1 ? opacity : undefined} />
      ))}
    </svg>
  );
}
