/**
 * Decoding and exporting photos for the editor. Decoding uses createImageBitmap with
 * imageOrientation 'from-image', so a phone's EXIF orientation is applied before editing; the export
 * re-encodes the pixels to a new 800x600 JPEG through a canvas, which carries no EXIF, GPS or other
 * metadata. The export runs in a Worker on an OffscreenCanvas where the browser allows, else on an
 * OffscreenCanvas here (convertToBlob), else on a plain canvas (toBlob).
 */
import { drawFrame, OUTPUT, type SceneState, type Size } from './scene';

export type FileProblem = 'notImage' | 'corrupt' | 'unsupported' | 'tooBig';
export class PhotoFileError extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem);
  }
}

/** Largest photo accepted from the device (a 12-48 MP phone JPEG is well under this). */
export const MAX_INPUT_BYTES = 20 * 1024 * 1024;
/** Long side of the preview bitmap the editor pans and zooms (the export uses the full photo). */
export const PREVIEW_MAX = 2048;

/** The container a file's first bytes name, whatever its extension or type says. */
export function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif' | 'bmp' | null {
  const b = bytes;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 'gif';
  if (b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  if (
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  )
    return 'webp';
  const brand = String.fromCharCode(...b.slice(4, 12));
  if (brand.startsWith('ftyp')) {
    const major = brand.slice(4);
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1)/.test(major)) return 'heic';
    if (/^avi[fs]/.test(major)) return 'avif';
  }
  return null;
}

export interface DecodedPhoto {
  /** The photo upright, at full resolution (for the export). */
  full: ImageBitmap;
  /** A smaller copy for the live canvas (the same bitmap when small enough). */
  preview: ImageBitmap;
  size: Size;
  close(): void;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

/** Validates and decodes a chosen file; throws PhotoFileError with a reason the UI can say. */
export async function decodePhoto(file: Blob): Promise<DecodedPhoto> {
  const started = performance.now();
  const photo = await decode(file);
  measure('flechazo:photo-decode', started);
  return photo;
}

/** A performance measure the bench reads (bench/editor.mjs): only the latest is kept; never throws. */
function measure(name: string, start: number): void {
  try {
    performance.clearMeasures(name);
    performance.measure(name, { start, end: performance.now() });
  } catch {
    /* old browsers: no user timing with options */
  }
}

async function decode(file: Blob): Promise<DecodedPhoto> {
  if (file.size > MAX_INPUT_BYTES) throw new PhotoFileError('tooBig');
  const kind = sniff(await readHead(file));
  const typed = file.type.startsWith('image/');
  if (!kind && !typed) throw new PhotoFileError('notImage');
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // A container the browser knows but could not read is damaged; another image type it cannot decode.
    throw new PhotoFileError(
      kind === 'jpeg' || kind === 'png' || kind === 'gif' || kind === 'bmp' ? 'corrupt' : kind || typed ? 'unsupported' : 'notImage',
    );
  }
  const size = { width: full.width, height: full.height };
  if (!size.width || !size.height) {
    full.close();
    throw new PhotoFileError('corrupt');
  }
  let preview = full;
  const long = Math.max(size.width, size.height);
  if (long > PREVIEW_MAX) {
    const k = PREVIEW_MAX / long;
    try {
      preview = await createImageBitmap(full, {
        resizeWidth: Math.round(size.width * k),
        resizeHeight: Math.round(size.height * k),
        resizeQuality: 'medium',
      });
    } catch {
      preview = full;
    }
  }
  return {
    full,
    preview,
    size,
    close() {
      if (preview !== full) preview.close();
      full.close();
    },
  };
}

export const JPEG_QUALITY = 0.9;

/** Renders the 800x600 output on this thread (OffscreenCanvas.convertToBlob, else canvas.toBlob). */
export async function exportHere(source: CanvasImageSource, size: Size, scene: SceneState): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(OUTPUT.width, OUTPUT.height);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      drawFrame(ctx, source, size, scene, 0, 0, 1);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT.width;
  canvas.height = OUTPUT.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  drawFrame(ctx, source, size, scene, 0, 0, 1);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', JPEG_QUALITY),
  );
}

/**
 * Exports the edited photo as an 800x600 JPEG with no metadata: in a Worker when the browser can
 * (a copy of the bitmap is transferred; the main thread stays free), else on this thread.
 */
export async function exportPhoto(photo: DecodedPhoto, scene: SceneState): Promise<Blob> {
  const started = performance.now();
  let blob: Blob | null = null;
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    try {
      const { exportInWorker } = await import(/* webpackChunkName: "photo-export" */ './spawn-export');
      blob = await exportInWorker(photo.full, photo.size, scene);
    } catch {
      /* fall back to this thread */
    }
  }
  blob ??= await exportHere(photo.full, photo.size, scene);
  measure('flechazo:photo-export', started);
  return blob;
}
