import { isDataSaverOn } from '@/shared/lib/data-saver';
/** Honors prefers-reduced-motion for timers that wait for an animation (DESIGN: reduced motion). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    (window.matchMedia('(prefers-reduced-motion: reduce)').matches || isDataSaverOn())
  );
}

/** The animation length, or 0 when the member asked for reduced motion. */
export const motionMs = (ms: number): number => (prefersReducedMotion() ? 0 : ms);
