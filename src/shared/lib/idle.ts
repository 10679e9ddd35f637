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
