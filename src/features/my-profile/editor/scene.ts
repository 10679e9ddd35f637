/**
 * The editor's scene (ME-33..36): canvas 900x700 with the 800x600 output frame in the middle; pan and
 * zoom 1x..4x over a cover-fitted photo; the eight filters; linear and radial vignettes and the
 * product watermark. Pure drawing on any 2D context (the page's canvas or an OffscreenCanvas).
 */
export const CANVAS = { width: 900, height: 700 } as const;
export const OUTPUT = { width: 800, height: 600 } as const;
export const ZOOM = { min: 1, max: 4 } as const;

export const FILTERS = ['none', 'grayscale', 'sepia', 'yellow', 'green', 'blue', 'pink', 'red', 'bw'] as const;
export type FilterName = (typeof FILTERS)[number];
export const LAYERS = ['linear', 'radial', 'watermark'] as const;
export type LayerName = (typeof LAYERS)[number];

export interface SceneState {
  zoom: number;
  /** Offset of the photo's centre from the frame's centre, in output pixels. */
  x: number;
  y: number;
  filter: FilterName;
  layers: Record<LayerName, boolean>;
}
export const initialScene = (): SceneState => ({
  zoom: 1,
  x: 0,
  y: 0,
  filter: 'none',
  layers: { linear: false, radial: false, watermark: false },
});

export interface Size {
  width: number;
  height: number;
}

export const clampZoom = (z: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, Number.isFinite(z) ? z : 1));

/** Scale (output px per image px) at a zoom: 1x covers the 800x600 frame. */
export function scaleAt(img: Size, zoom: number): number {
  return Math.max(OUTPUT.width / img.width, OUTPUT.height / img.height) * clampZoom(zoom);
}

/** Keeps the frame covered: the offset can move the photo only as far as its edges. */
export function clampScene(img: Size, s: SceneState): SceneState {
  const zoom = clampZoom(s.zoom);
  const k = scaleAt(img, zoom);
  const maxX = Math.max(0, (img.width * k - OUTPUT.width) / 2);
  const maxY = Math.max(0, (img.height * k - OUTPUT.height) / 2);
  const x = Math.min(maxX, Math.max(-maxX, s.x)) || 0;
  const y = Math.min(maxY, Math.max(-maxY, s.y)) || 0;
  return { ...s, zoom, x, y };
}

/** Zoom around a point of the frame (pinch centre or wheel position), in output px from the frame centre. */
export function zoomAround(img: Size, s: SceneState, zoom: number, px = 0, py = 0): SceneState {
  const next = clampZoom(zoom);
  const ratio = next / clampZoom(s.zoom);
  return clampScene(img, { ...s, zoom: next, x: px - (px - s.x) * ratio, y: py - (py - s.y) * ratio });
}

const CSS_FILTERS: Partial<Record<FilterName, string>> = {
  grayscale: 'grayscale(1)',
  sepia: 'sepia(1)',
  bw: 'grayscale(1) contrast(1.9) brightness(1.05)',
};
const TINTS: Partial<Record<FilterName, string>> = {
  yellow: 'rgb(255 214 0 / 42%)',
  green: 'rgb(46 204 113 / 40%)',
  blue: 'rgb(52 152 219 / 42%)',
  pink: 'rgb(255 111 181 / 40%)',
  red: 'rgb(231 76 60 / 40%)',
};

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws the photo, filter and layers into the frame rectangle (fx, fy, 800x600 scaled by `unit`).
 * `source` may be a smaller preview of the photo: `img` is the full photo's size.
 */
export function drawFrame(ctx: Ctx, source: CanvasImageSource, img: Size, s: SceneState, fx: number, fy: number, unit: number): void {
  const k = scaleAt(img, s.zoom) * unit;
  const w = img.width * k;
  const h = img.height * k;
  const fw = OUTPUT.width * unit;
  const fh = OUTPUT.height * unit;
  const dx = fx + fw / 2 + s.x * unit - w / 2;
  const dy = fy + fh / 2 + s.y * unit - h / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(fx, fy, fw, fh);
  ctx.clip();
  const css = CSS_FILTERS[s.filter];
  if (css && 'filter' in ctx) ctx.filter = css;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, dx, dy, w, h);
  ctx.filter = 'none';
  const tint = TINTS[s.filter];
  if (tint) {
    ctx.globalCompositeOperation = 'overlay';
    ctx.fillStyle = tint;
    ctx.fillRect(fx, fy, fw, fh);
    ctx.globalCompositeOperation = 'source-over';
  }
  if (s.layers.linear) {
    const g = ctx.createLinearGradient(0, fy, 0, fy + fh);
    g.addColorStop(0, 'rgb(0 0 0 / 55%)');
    g.addColorStop(0.3, 'rgb(0 0 0 / 0%)');
    g.addColorStop(0.7, 'rgb(0 0 0 / 0%)');
    g.addColorStop(1, 'rgb(0 0 0 / 55%)');
    ctx.fillStyle = g;
    ctx.fillRect(fx, fy, fw, fh);
  }
  if (s.layers.radial) {
    const g = ctx.createRadialGradient(fx + fw / 2, fy + fh / 2, Math.min(fw, fh) * 0.35, fx + fw / 2, fy + fh / 2, Math.hypot(fw, fh) / 2);
    g.addColorStop(0, 'rgb(0 0 0 / 0%)');
    g.addColorStop(1, 'rgb(0 0 0 / 62%)');
    ctx.fillStyle = g;
    ctx.fillRect(fx, fy, fw, fh);
  }
  if (s.layers.watermark) drawWatermark(ctx, fx + fw, fy + fh, unit);
  ctx.restore();
}

/** The product watermark: a heart and 'Flechazo' in the bottom right corner. */
function drawWatermark(ctx: Ctx, right: number, bottom: number, unit: number): void {
  const size = 34 * unit;
  ctx.save();
  ctx.globalAlpha = 0.85;
  ctx.fillStyle = '#ffffff';
  ctx.shadowColor = 'rgb(0 0 0 / 45%)';
  ctx.shadowBlur = 6 * unit;
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText('Flechazo', right - 22 * unit, bottom - 22 * unit);
  const tw = ctx.measureText('Flechazo').width;
  const cx = right - 22 * unit - tw - 24 * unit;
  const cy = bottom - 22 * unit - size * 0.35;
  const r = size * 0.28;
  ctx.beginPath();
  ctx.moveTo(cx, cy + r * 1.2);
  ctx.bezierCurveTo(cx - r * 2, cy - r * 0.2, cx - r, cy - r * 1.6, cx, cy - r * 0.5);
  ctx.bezierCurveTo(cx + r, cy - r * 1.6, cx + r * 2, cy - r * 0.2, cx, cy + r * 1.2);
  ctx.fillStyle = '#ff4f7b';
  ctx.fill();
  ctx.restore();
}

/** The editor's canvas: dark surround, the dimmed photo outside the frame, the frame's border. */
export function drawCanvas(ctx: Ctx, source: CanvasImageSource, img: Size, s: SceneState): void {
  const fx = (CANVAS.width - OUTPUT.width) / 2;
  const fy = (CANVAS.height - OUTPUT.height) / 2;
  ctx.fillStyle = '#1d1a1c';
  ctx.fillRect(0, 0, CANVAS.width, CANVAS.height);
  // The photo beyond the frame, dimmed, so the member sees what is left out.
  ctx.save();
  ctx.globalAlpha = 0.35;
  const k = scaleAt(img, s.zoom);
  ctx.drawImage(
    source,
    fx + OUTPUT.width / 2 + s.x - (img.width * k) / 2,
    fy + OUTPUT.height / 2 + s.y - (img.height * k) / 2,
    img.width * k,
    img.height * k,
  );
  ctx.restore();
  drawFrame(ctx, source, img, s, fx, fy, 1);
  ctx.strokeStyle = 'rgb(255 255 255 / 90%)';
  ctx.lineWidth = 2;
  ctx.strokeRect(fx - 1, fy - 1, OUTPUT.width + 2, OUTPUT.height + 2);
}
