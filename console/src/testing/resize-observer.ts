/**
 * jsdom has no ResizeObserver, which the design system's charts measure their width with: a
 * no-op one leaves their width at 0, so a chart renders its frame and table without drawing.
 */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
