import { useCallback, useEffect, useRef } from 'react';
import { isDataSaverOn } from '@/shared/lib/data-saver';

/** DASH-09 / B §9: more loads when the page is within 1000 px of its bottom. */
export const NEAR_BOTTOM_PX = 1000;
/**
 * With the data saver on, the next page is not fetched ahead: it loads once the list's foot ('Cargando
 * más…') is about to show, so a member who stops scrolling does not pay for cards never seen.
 */
export const SAVER_NEAR_BOTTOM_PX = 150;

export const nearBottomPx = (): number => (isDataSaverOn() ? SAVER_NEAR_BOTTOM_PX : NEAR_BOTTOM_PX);

export function distanceToBottom(): number {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Calls `onNear` when the window scrolls within NEAR_BOTTOM_PX of the bottom (SAVER_NEAR_BOTTOM_PX with the data saver on) (rAF-throttled,
 * passive), and in the frame after the returned `check` is called — by the list, once new cards are
 * on the page (a short list must fill the screen).
 */
export function useNearBottom(onNear: () => void, enabled: boolean): () => void {
  const cb = useRef(onNear);
  cb.current = onNear;
  const on = useRef(enabled);
  on.current = enabled;
  const pending = useRef(0);

  // Measured in the next frame, at most once per frame, not at once: reading the page height right
  // after a commit would force the new cards' layout inside the same (long) task.
  const check = useCallback(() => {
    if (pending.current) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      if (on.current && distanceToBottom() <= nearBottomPx()) cb.current();
    });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, check]);

  useEffect(() => () => cancelAnimationFrame(pending.current), []);

  return check;
}
