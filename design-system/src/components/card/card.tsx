import type * as React from 'react';
import { cn } from '../../lib/cn';

/** A bordered surface that groups related content. Plain `<div>`; no primitive needed. */
function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-surface py-4 text-surface-foreground shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

/** The top of a card: title, description and optional actions. */
function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1 px-4', className)} {...props} />;
}

/** Props of {@link CardTitle}. */
interface CardTitleProps extends React.ComponentProps<'h2'> {
  /**
   * Heading level, so the card fits the page outline (WCAG 1.3.1, 2.4.6).
   * @default 2
   */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** The card's heading, rendered as `<h{level}>`. */
function CardTitle({ className, level = 2, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-base leading-snug font-semibold text-surface-foreground', className)}
      {...props}
    />
  );
}

/** A line of secondary text under the title. */
function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The card's body. */
function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-4', className)} {...props} />;
}

/** The bottom of a card, usually actions. */
function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-4', className)} {...props} />;
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps };
