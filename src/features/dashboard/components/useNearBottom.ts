import { useEffect, useRef } from 'react';

/** DASH-09 / B §9: more loads when the page is within 1000 px of its bottom. */
export const NEAR_BOTTOM_PX = 1000;

export function distanceToBottom(): number {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Calls `onNear` when the window scrolls within NEAR_BOTTOM_PX of the bottom (rAF-throttled,
 * passive), and after each render that changes `deps` (a short list must fill the screen).
 */
export function useNearBottom(onNear: () => void, enabled: boolean, dep: unknown): void {
  const cb = useRef(onNear);
  cb.current = onNear;

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (distanceToBottom() <= NEAR_BOTTOM_PX) cb.current();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);

  useEffect(() => {
    if (enabled && distanceToBottom() <= NEAR_BOTTOM_PX) cb.current();
  }, [enabled, dep]);
}
