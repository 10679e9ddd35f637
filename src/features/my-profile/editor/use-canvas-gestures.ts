/**
 * The editor canvas's gestures (ME-34): drag to pan, two pointers to pinch, the wheel to zoom around the
 * pointer, the arrow keys to pan (Shift: further) and +/- to zoom. Client pixels become output pixels
 * (the canvas is scaled by CSS).
 */
import { useEffect, useRef } from 'react';
import { CANVAS } from './scene';
import type { PhotoScene } from './use-photo-scene';

type Point = { x: number; y: number };

/** One press of +/- (a key or the toolbar's buttons). */
export const ZOOM_STEP = 0.25;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function useCanvasGestures({ canvasRef, photoRef, sceneRef, status, update, zoomTo }: PhotoScene) {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ dist: number; zoom: number } | null>(null);
  /** Client px -> output px. */
  const unit = () => {
    const el = canvasRef.current;
    return el ? CANVAS.width / (el.getBoundingClientRect().width || CANVAS.width) : 1;
  };
  /** A client point in output px from the frame's centre. */
  const framePoint = (clientX: number, clientY: number): Point => {
    const r = canvasRef.current?.getBoundingClientRect();
    const u = unit();
    return r ? { x: (clientX - r.left) * u - CANVAS.width / 2, y: (clientY - r.top) * u - CANVAS.height / 2 } : { x: 0, y: 0 };
  };
  const twoPointers = () => [...pointers.current.values()] as [Point, Point];

  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = twoPointers();
      pinch.current = { dist: distance(a, b), zoom: sceneRef.current.zoom };
    }
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const start = pinch.current;
    if (pointers.current.size >= 2 && start) {
      const [a, b] = twoPointers();
      const c = framePoint((a.x + b.x) / 2, (a.y + b.y) / 2);
      const target = (start.zoom * distance(a, b)) / (start.dist || 1);
      zoomTo(() => target, c.x, c.y);
      return;
    }
    const u = unit();
    update((s) => ({ ...s, x: s.x + (e.clientX - prev.x) * u, y: s.y + (e.clientY - prev.y) * u }));
  };
  const onPointerUp = (e: React.PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  // Wheel: a non-passive listener so the page does not scroll while zooming.
  useEffect(() => {
    const el = canvasRef.current;
    if (!el || status !== 'ready') return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      if (!photoRef.current) return;
      const p = framePoint(e.clientX, e.clientY);
      zoomTo((s) => s.zoom * Math.exp(-e.deltaY / 500), p.x, p.y);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!photoRef.current) return;
    const step = e.shiftKey ? 60 : 20;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      update((s) => ({ ...s, x: s.x + move[0], y: s.y + move[1] }));
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomTo((s) => s.zoom + ZOOM_STEP);
    } else if (e.key === '-' || e.key === '_') {
      e.preventDefault();
      zoomTo((s) => s.zoom - ZOOM_STEP);
    }
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown };
}
