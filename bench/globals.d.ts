/** What the benches' page scripts record on the page and read back (typed for tsconfig.scripts.json's checkJs). */
export {};
declare global {
  interface Window {
    __longTasks: { start: number; ms: number }[];
    __longtasks: number[];
    // Other recorders (__paints, __events, __rt, __status ...): each bench reads back what it wrote.
    [recorder: `__${string}`]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  // Element Timing and Event Timing fields (Chromium) that lib.dom does not type yet.
  interface PerformanceEntry {
    element?: HTMLElement | null;
    renderTime?: number;
    loadTime?: number;
    url?: string;
    processingEnd?: number;
  }
  interface PerformanceObserverInit {
    durationThreshold?: number;
  }
}
