import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import type * as React from 'react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/** The kinds of toast: each has its icon and colour; `error` is announced assertively and stays. */
type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** What one toast shows. */
interface ToastContent {
  /** The colour, icon and urgency. */
  tone: ToastTone;
  /** The message (translated by the caller). */
  title: string;
  /** An optional second line. */
  description?: string;
}

/** Options of one toast. */
interface ToastOptions {
  /**
   * Milliseconds before the toast closes by itself; the timer pauses while the pointer or focus
   * is in the region (WCAG 2.2.1). Ignored for `error`, which stays until closed.
   * @default 5000
   */
  timeout?: number;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/** A queue of toasts, shared by the code that adds toasts and the {@link ToastRegion} that shows them. */
type ToastQueue = RACToastQueue<ToastContent>;

/** Default auto-dismiss time of non-error toasts, in ms. */
const DEFAULT_TOAST_TIMEOUT = 5000;

/**
 * Creates a toast queue (e.g. one per test, or per app shell). It lives outside React: adding to
 * it from anywhere re-renders the {@link ToastRegion} subscribed to it.
 *
 * @param maxVisibleToasts - how many toasts show at a time; the rest wait their turn. Default 5.
 */
function createToastQueue(maxVisibleToasts = 5): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts });
}

/** The app-wide queue used by {@link toast} and, by default, by {@link ToastRegion}. */
const toastQueue: ToastQueue = createToastQueue();

/**
 * Adds a toast to `queue` and returns its key (for {@link toast}.close). Errors never time out.
 */
function addToast(
  queue: ToastQueue,
  tone: ToastTone,
  content: string | Omit<ToastContent, 'tone'>,
  options: ToastOptions = {},
): string {
  const body = typeof content === 'string' ? { title: content } : content;
  return queue.add(
    { tone, ...body },
    {
      onClose: options.onClose,
      timeout: tone === 'error' ? undefined : (options.timeout ?? DEFAULT_TOAST_TIMEOUT),
    },
  );
}

/** A function that shows one tone of toast; `content` is the title, or a title and description. */
type ToastFunction = (content: string | Omit<ToastContent, 'tone'>, options?: ToastOptions) => string;

/** Helpers to show a toast on a queue, usable outside React (e.g. from the API client). */
interface ToastApi {
  /** A neutral notice; closes after `timeout`. */
  info: ToastFunction;
  /** A success notice; closes after `timeout`. */
  success: ToastFunction;
  /** A warning; closes after `timeout`. */
  warning: ToastFunction;
  /** An error: announced assertively, stays until closed. */
  error: ToastFunction;
  /** Closes the toast with this key. */
  close: (key: string) => void;
  /** Closes every toast, shown or waiting. */
  clear: () => void;
}

/** Builds the {@link ToastApi} for a queue; {@link toast} is this for the global {@link toastQueue}. */
function createToastApi(queue: ToastQueue): ToastApi {
  return {
    info: (content, options) => addToast(queue, 'info', content, options),
    success: (content, options) => addToast(queue, 'success', content, options),
    warning: (content, options) => addToast(queue, 'warning', content, options),
    error: (content, options) => addToast(queue, 'error', content, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/**
 * Shows toasts on the global queue from anywhere: `toast.error(message)`,
 * `toast.success({ title, description }, { timeout: 3000 })`. Needs one {@link ToastRegion}
 * mounted in the app.
 */
const toast: ToastApi = createToastApi(toastQueue);

/** Design axis of one toast: `tone`. */
const toastVariants = cva(
  [
    'pointer-events-auto flex w-full items-start gap-3 rounded-md border border-border border-s-4 bg-surface p-3 text-sm text-surface-foreground shadow-lg',
    focusRing,
  ],
  {
    variants: {
      tone: {
        info: 'border-s-info',
        success: 'border-s-success',
        warning: 'border-s-warning',
        error: 'border-s-destructive',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const TONE_ICON: Record<ToastTone, { Icon: typeof Info; className: string }> = {
  info: { Icon: Info, className: 'text-info-text' },
  success: { Icon: CircleCheck, className: 'text-success-text' },
  warning: { Icon: CircleAlert, className: 'text-warning-text' },
  error: { Icon: CircleX, className: 'text-destructive-text' },
};

/** Props of {@link ToastRegion}. */
interface ToastRegionProps {
  /** Accessible name of the region landmark, e.g. "Notifications" (translated by the caller). */
  label: string;
  /** Accessible name of each toast's close button, e.g. "Close" (translated by the caller). */
  closeLabel: string;
  /**
   * The queue to show.
   * @default toastQueue (the global queue behind `toast`)
   */
  queue?: ToastQueue;
  /** Extra classes of the region (e.g. another corner). */
  className?: string;
  /** The region element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * Shows the toasts of a queue in a landmark region at the bottom end of the viewport. A toast
 * never takes focus: `info`, `success` and `warning` are announced politely (`role="status"`) and
 * close after their timeout; `error` is announced assertively (`role="alert"`) and stays until its
 * close button is pressed. F6 moves focus to the region (landmark navigation); timers pause while
 * it is hovered or focused. Primitive: react-aria-components `UNSTABLE_ToastRegion` /
 * `UNSTABLE_Toast` / `UNSTABLE_ToastQueue`.
 */
function ToastRegion({ label, closeLabel, queue = toastQueue, className, ref }: ToastRegionProps) {
  return (
    <RACToastRegion
      ref={ref}
      queue={queue}
      aria-label={label}
      data-slot="toast-region"
      className={composeClassName(className, [
        'fixed end-4 bottom-4 z-(--wb-z-toast) flex w-[min(24rem,calc(100vw-2rem))] flex-col-reverse gap-2 outline-hidden',
      ])}
    >
      {({ toast: queued }: { toast: QueuedToast<ToastContent> }) => (
        <ToastItem queued={queued} closeLabel={closeLabel} />
      )}
    </RACToastRegion>
  );
}

function ToastItem({ queued, closeLabel }: { queued: QueuedToast<ToastContent>; closeLabel: string }) {
  const { tone, title, description } = queued.content;
  const { Icon, className: iconClassName } = TONE_ICON[tone];
  const isError = tone === 'error';
  return (
    <RACToast
      toast={queued}
      data-slot="toast"
      data-tone={tone}
      className={composeClassName(undefined, toastVariants({ tone }))}
    >
      <Icon data-slot="toast-icon" aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${iconClassName}`} />
      {/* RAC makes every toast role="alert"; only errors are urgent, the rest wait their turn. */}
      <RACToastContent
        data-slot="toast-content"
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        className="flex min-w-0 flex-1 flex-col gap-0.5"
      >
        <Text slot="title" data-slot="toast-title" className="font-medium break-words">
          {title}
        </Text>
        {description ? (
          <Text slot="description" data-slot="toast-description" className="break-words text-muted-foreground">
            {description}
          </Text>
        ) : null}
      </RACToastContent>
      <RACButton
        slot="close"
        data-slot="toast-close"
        aria-label={closeLabel}
        className={composeClassName(undefined, [
          '-m-1 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
          'hover:bg-accent hover:text-accent-foreground',
          focusRing,
        ])}
      >
        <X aria-hidden="true" className="size-4" />
      </RACButton>
    </RACToast>
  );
}

export {
  DEFAULT_TOAST_TIMEOUT,
  ToastRegion,
  createToastApi,
  createToastQueue,
  toast,
  toastQueue,
  toastVariants,
  type ToastApi,
  type ToastContent,
  type ToastFunction,
  type ToastOptions,
  type ToastQueue,
  type ToastRegionProps,
  type ToastTone,
};
