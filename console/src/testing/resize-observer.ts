/**
 * jsdom has no ResizeObserver, which visx's ParentSize measures the charts with: a no-op one
 * leaves their width at 0, so a chart renders its frame and table without drawing.
 */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
