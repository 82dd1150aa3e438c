import { cn } from '@workbench/design-system';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { showWhenIdle } from '../../../lib/idle';

/** How far below the window a deferred part starts to render, in px: it is ready before it shows. */
const NEAR_VIEWPORT = '300px';

/** Props of {@link Deferred}. */
export interface DeferredProps {
  /** Classes of the wrapper, which stays in place: its place in the grid. */
  className?: string;
  /** Shown until the part renders, e.g. the card's heading over loading lines. */
  placeholder: ReactNode;
  /**
   * The part's usual height in rem: the placeholder's, and the size off-screen layout assumes
   * (`contain-intrinsic-size`), so nothing moves when the part renders or comes into view.
   */
  height: number;
  children: ReactNode;
}

/**
 * Renders a part of the work bench below the fold only once the browser is idle or the part
 * comes near the window, whichever is first (docs/architecture.md, "Work bench"): what is above
 * the fold renders first, and the rest one part per idle moment, so no single task renders them
 * all (Total Blocking Time). The part's calls and chart code load when it renders. Off screen, the
 * wrapper also skips layout and paint (`content-visibility: auto`).
 */
export function Deferred({ className, placeholder, height, children }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    // A transition: the part renders in slices, yielding to the browser between them.
    const show = () => startTransition(() => setShown(true));
    const unqueue = showWhenIdle(show);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin: `0px 0px ${NEAR_VIEWPORT} 0px`,
          })
        : null;
    observer?.observe(element);
    return () => {
      unqueue();
      observer?.disconnect();
    };
  }, [shown]);
  return (
    <div
      ref={ref}
      className={cn('grid min-w-0 [content-visibility:auto]', className)}
      style={{ containIntrinsicSize: `auto ${height}rem`, minHeight: shown ? undefined : `${height}rem` }}
    >
      {shown ? children : placeholder}
    </div>
  );
}
