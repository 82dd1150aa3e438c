import { cva, type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/** Design axis of {@link Link}: `variant`. */
const linkVariants = cva(
  [
    'inline-flex min-h-6 min-w-6 cursor-pointer items-baseline gap-1 rounded-xs text-primary-text underline-offset-4 transition-colors',
    'disabled:cursor-not-allowed disabled:no-underline disabled:opacity-50',
    focusRing,
  ],
  {
    variants: {
      variant: {
        inline: 'underline decoration-1 hover:decoration-2',
        quiet: 'no-underline hover:underline',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

/** Props of {@link Link}: every react-aria-components `Link` prop (`href`, `target`, `routerOptions` …) plus these. */
interface LinkProps extends RACLinkProps, VariantProps<typeof linkVariants> {
  /**
   * `inline`: always underlined, for links inside running text (WCAG 1.4.1: not by colour alone).
   * `quiet`: underlined on hover, for links whose place already says they are links (lists, tables).
   * @default 'inline'
   */
  variant?: VariantProps<typeof linkVariants>['variant'];
  /**
   * Read by screen readers after the link text when `target="_blank"`, e.g. "opens in a new window"
   * (translated by the caller). Give it whenever the link opens a new window (WCAG 3.2.5).
   */
  externalLabel?: string;
  /** The underlying `<a>`. */
  ref?: React.Ref<HTMLAnchorElement>;
}

/**
 * A text link. Primitive: react-aria-components `Link`, so client-side routing works through the
 * app's RAC `RouterProvider`.
 *
 * With `target="_blank"` it adds `rel="noopener noreferrer"` (kept alongside any `rel` given),
 * a visible external icon, and `externalLabel` as visually hidden text in the accessible name.
 */
function Link({ className, variant, children, externalLabel, target, rel, ref, ...props }: LinkProps) {
  const opensNewWindow = target === '_blank';
  return (
    <RACLink
      ref={ref}
      data-slot="link"
      target={target}
      rel={opensNewWindow ? mergeRel(rel, 'noopener noreferrer') : rel}
      className={composeClassName(className, linkVariants({ variant }))}
      {...props}
    >
      {composeRenderProps(children, (content) =>
        opensNewWindow ? (
          <>
            {content}
            <ExternalLink data-slot="link-external-icon" aria-hidden="true" className="size-3.5 shrink-0 self-center" />
            {externalLabel ? (
              <>
                {/* The space sits outside the hidden span so name computation keeps it; flex layout drops it visually. */}{' '}
                <span data-slot="link-external-label" className="sr-only">
                  {externalLabel}
                </span>
              </>
            ) : null}
          </>
        ) : (
          content
        ),
      )}
    </RACLink>
  );
}

function mergeRel(given: string | undefined, required: string): string {
  return Array.from(new Set([...(given ?? '').split(/\s+/), ...required.split(' ')].filter(Boolean))).join(' ');
}

export { Link, linkVariants, type LinkProps };
