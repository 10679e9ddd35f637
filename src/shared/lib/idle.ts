/**
 * Resolves at the browser's next idle moment (requestIdleCallback, at most `timeoutMs` later). Where
 * requestIdleCallback does not exist (Safari, jsdom) it resolves after `fallbackMs`.
 */
export function whenIdle({ timeoutMs = 2000, fallbackMs = 0 }: { timeoutMs?: number; fallbackMs?: number } = {}): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else window.setTimeout(resolve, fallbackMs);
  });
}

/** Resolves in a new task: the browser runs what is waiting (input, painting, network callbacks) first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** afterNextPaint resolves after at most this long, even if no frame comes. */
export const NEXT_PAINT_MAX_MS = 100;

/**
 * Resolves once the browser has had the chance to paint the next frame (requestAnimationFrame, then a
 * new task). Work the member does not see (a request, a decode ahead) waits for it, so it does not hold
 * back the frame that answers a tap (issue 32, interaction latency). Frames can stop while the page still
 * says it is visible (an occluded window, a throttled frame), so it resolves after NEXT_PAINT_MAX_MS at
 * the latest; without requestAnimationFrame (jsdom) or in a hidden tab it resolves in a new task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    const cap = setTimeout(resolve, NEXT_PAINT_MAX_MS);
    window.requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}
