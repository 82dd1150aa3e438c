import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Where a step stands against the current one. */
type StepState = 'complete' | 'current' | 'upcoming';

/** One step of a {@link Stepper}. */
interface StepperStep {
  /** Identifies the step; `currentStep` names one of these. */
  id: string;
  /** The step's name, e.g. "填写信息" (translated by the caller). */
  label: string;
  /** A short line under the name, e.g. what the step asks for. */
  description?: string;
}

/** The words said for each state (translated by the caller), e.g. `{ complete: '已完成', current: '当前步骤', upcoming: '未开始' }`. */
type StepperStateLabels = Record<StepState, string>;

/** Props of {@link Stepper}: the `<ol>` props plus these. */
interface StepperProps extends Omit<React.ComponentProps<'ol'>, 'children'> {
  /** The steps, in order. */
  steps: readonly StepperStep[];
  /**
   * The `id` of the current step: the steps before it are complete, the ones after it upcoming.
   * An id that names no step marks every step upcoming.
   */
  currentStep: string;
  /**
   * The state of each step in words, read after its name by screen readers and kept in the
   * accessible text, so the state is never told by colour alone (WCAG 1.4.1, 1.3.1).
   */
  stateLabels: StepperStateLabels;
  /** Names the list for assistive technology, e.g. "注册步骤" (WCAG 1.3.1). */
  'aria-label'?: string;
}

/** The indicator of a step: a numbered circle, filled when current, a tick when complete. */
const indicatorVariants = cva(
  'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold tabular-nums forced-colors:border-[CanvasText]',
  {
    variants: {
      state: {
        complete: 'border-primary bg-surface text-primary-text',
        current:
          'border-primary bg-primary text-primary-foreground forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        upcoming: 'border-input bg-surface text-muted-foreground',
      },
    },
  },
);

/**
 * The line leading from a step to the next: the brand colour once the step is complete. Under
 * the step's container width of 42 rem it joins the circles, with the names under them; wider, it
 * fills the room after the step's name.
 */
const connectorVariants = cva(
  'pointer-events-none h-0.5 rounded-full forced-colors:bg-[CanvasText] absolute top-3.25 start-[calc(50%+1.125rem)] end-[calc(-50%+1.125rem)] @2xl/stepper:static @2xl/stepper:mx-1 @2xl/stepper:min-w-6 @2xl/stepper:flex-1',
  {
    variants: {
      state: { complete: 'bg-primary', current: 'bg-border', upcoming: 'bg-border' },
    },
  },
);

/** The label of a step. */
const labelVariants = cva('text-sm', {
  variants: {
    state: {
      complete: 'text-foreground',
      current: 'font-semibold text-foreground',
      upcoming: 'text-muted-foreground',
    },
  },
});

/**
 * The steps of a task done in order (a registration, a wizard), with where the person stands.
 *
 * An ordered list (`<ol>`, so each step's number and the count are said) with the current step
 * marked `aria-current="step"` (WAI-ARIA 1.2, `aria-current`; the APG has no widget pattern for a
 * step list, which is not interactive). Each step carries its state in words (`stateLabels`),
 * visually hidden beside a tick, a filled or an outlined circle, so neither colour nor shape is
 * the only cue. It lays itself out by its own width (container query `stepper`): from 42 rem the
 * names sit beside their circles on one line, narrower they sit under them and may wrap, so the
 * list never scrolls sideways (WCAG 1.4.10).
 */
function Stepper({ steps, currentStep, stateLabels, className, ...props }: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentStep);
  const stateOf = (index: number): StepState =>
    currentIndex === -1 || index > currentIndex ? 'upcoming' : index === currentIndex ? 'current' : 'complete';
  return (
    <div data-slot="stepper" className="@container/stepper w-full">
      <ol className={cn('flex w-full items-start', className)} {...props}>
        {steps.map((step, index) => {
          const state = stateOf(index);
          const last = index === steps.length - 1;
          return (
            <li
              key={step.id}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'relative flex min-w-0 flex-1 flex-col items-center gap-1.5 px-1 text-center',
                // Wide, each step takes its content's width and the lines share what is left.
                '@2xl/stepper:flex-auto @2xl/stepper:flex-row @2xl/stepper:gap-2 @2xl/stepper:px-0 @2xl/stepper:text-start',
                last && '@2xl/stepper:flex-none',
              )}
            >
              <span data-slot="stepper-indicator" aria-hidden="true" className={indicatorVariants({ state })}>
                {state === 'complete' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span className="flex min-w-0 flex-col">
                <span data-slot="stepper-label" className={labelVariants({ state })}>
                  {step.label}
                  <span className="sr-only">
                    {/* A comma keeps the name and the state apart when read together. */}
                    {', '}
                    {stateLabels[state]}
                  </span>
                </span>
                {step.description ? (
                  <span data-slot="stepper-description" className="text-xs text-muted-foreground">
                    {step.description}
                  </span>
                ) : null}
              </span>
              {last ? null : (
                <span data-slot="stepper-connector" aria-hidden="true" className={connectorVariants({ state })} />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export { Stepper, type StepperProps, type StepperStateLabels, type StepperStep, type StepState };
