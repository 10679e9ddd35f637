/**
 * Long press for list rows (MSG-07 to MSG-09): 500 ms toggles selection with a 50 ms vibration; a move
 * of more than 10 px cancels it; the click that ends a long press, and any click within 100 ms after
 * it, is ignored.
 */
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

export const LONG_PRESS_MS = 500;
export const LONG_PRESS_TOLERANCE_PX = 10;
export const CLICK_BLOCK_MS = 100;
export const VIBRATION_MS = 50;

export function useLongPress(onLongPress: () => void, onTap: () => void) {
  const timer = useRef<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const blockUntil = useRef(0);

  const clear = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clear, [clear]);

  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.button > 0) return; // primary button, touch or pen only
      fired.current = false;
      start.current = { x: e.clientX, y: e.clientY };
      clear();
      timer.current = window.setTimeout(() => {
        timer.current = null;
        fired.current = true;
        navigator.vibrate?.(VIBRATION_MS);
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e: PointerEvent) => {
      const s = start.current;
      if (!s || timer.current === null) return;
      if (Math.hypot(e.clientX - s.x, e.clientY - s.y) > LONG_PRESS_TOLERANCE_PX) clear();
    },
    onPointerUp: () => {
      clear();
      if (fired.current) blockUntil.current = Date.now() + CLICK_BLOCK_MS;
    },
    onPointerCancel: clear,
    onPointerLeave: clear,
    onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
    onClick: () => {
      if (fired.current) {
        fired.current = false;
        return;
      }
      if (Date.now() < blockUntil.current) return;
      onTap();
    },
  };
}
