import { useEffect, useState } from 'react';

/** How long a part waits for an idle moment at most, in ms, on a page that is never idle. */
const IDLE_TIMEOUT_MS = 4000;

/** The parts waiting for an idle moment, first come first served. */
const queue: (() => void)[] = [];
let pumping = false;

/** Runs `callback` when the browser is idle (`requestIdleCallback`, or a short timeout where there is none). */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(callback, 50);
}

/** Shows the next waiting part, then waits for the next idle moment for the one after it. */
function pump(): void {
  queue.shift()?.();
  if (queue.length > 0) whenIdle(pump);
  else pumping = false;
}

/**
 * Queues `show` for an idle moment of the browser, one part per idle moment, first come first
 * served, within {@link IDLE_TIMEOUT_MS} at most (docs/architecture.md, "Work bench": what the
 * first screen needs renders first, the rest when the browser has time, so no single task renders
 * it all). Returns what takes `show` off the queue again.
 */
export function showWhenIdle(show: () => void): () => void {
  queue.push(show);
  if (!pumping) {
    pumping = true;
    whenIdle(pump);
  }
  return () => {
    const index = queue.indexOf(show);
    if (index !== -1) queue.splice(index, 1);
  };
}

/**
 * Whether the component's idle moment has come ({@link showWhenIdle}): `false` at its first
 * render, `true` from then on.
 */
export function useIdleShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => (shown ? undefined : showWhenIdle(() => setShown(true))), [shown]);
  return shown;
}
