/** The editor's scene and engine (ME-33..36; bad files). Real decoding and JPEG output are checked in Chromium (e2e). */
import { decodePhoto, PhotoFileError, sniff, MAX_INPUT_BYTES } from './engine';
import { CANVAS, clampScene, drawFrame, FILTERS, initialScene, LAYERS, OUTPUT, scaleAt, zoomAround, ZOOM } from './scene';

const IMG = { width: 4032, height: 3024 };

/** A 2D context double that records what was drawn. */
function recorder() {
  const calls: string[] = [];
  const grad = { addColorStop: () => undefined };
  const base: Record<string, unknown> = { filter: 'none', globalCompositeOperation: 'source-over', measureText: () => ({ width: 100 }) };
  const ctx = new Proxy(base, {
    get(target, key: string) {
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        calls.push(`${key}(${args.filter((a) => typeof a !== 'object').join(',')})`);
        return key.startsWith('create') ? grad : undefined;
      };
    },
    set(target, key: string, value) {
      target[key] = value;
      if (key === 'filter' || key === 'globalCompositeOperation' || key === 'fillStyle')
        calls.push(`${key}=${typeof value === 'string' ? value : 'gradient'}`);
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('editor scene', () => {
  it('[ME-33] the canvas is 900x700 and the output 800x600; at 1x the photo just covers the output', () => {
    expect(CANVAS).toEqual({ width: 900, height: 700 });
    expect(OUTPUT).toEqual({ width: 800, height: 600 });
    const k = scaleAt(IMG, 1);
    expect(Math.min(IMG.width * k - OUTPUT.width, IMG.height * k - OUTPUT.height)).toBeCloseTo(0);
    const { ctx, calls } = recorder();
    drawFrame(ctx, {} as CanvasImageSource, IMG, initialScene(), 0, 0, 1);
    expect(calls).toContain('rect(0,0,800,600)');
  });

  it('[ME-34] zoom stays between 1x and 4x whatever the gesture asks, and panning never uncovers the frame', () => {
    const s = initialScene();
    expect(zoomAround(IMG, s, 9).zoom).toBe(ZOOM.max);
    expect(zoomAround(IMG, s, 0.2).zoom).toBe(ZOOM.min);
    expect(zoomAround(IMG, s, 2.5).zoom).toBe(2.5);
    // At 1x a 4:3 photo fills 800x600 exactly: no room to pan.
    expect(clampScene(IMG, { ...s, x: 500, y: -500 })).toMatchObject({ x: 0, y: 0 });
    const z2 = clampScene(IMG, { ...s, zoom: 2, x: 5000, y: -5000 });
    expect(z2.x).toBeCloseTo(400);
    expect(z2.y).toBeCloseTo(-300);
    // Zooming around a point keeps that point still.
    const around = zoomAround(IMG, { ...s, zoom: 2 }, 4, 100, 50);
    expect(around.x).toBeCloseTo(100 - (100 - 0) * 2);
  });

  it('[ME-35] the eight filters (grayscale, sepia, yellow, green, blue, pink, red, black and white) each change the drawing', () => {
    expect(FILTERS.filter((f) => f !== 'none')).toEqual(['grayscale', 'sepia', 'yellow', 'green', 'blue', 'pink', 'red', 'bw']);
    const draws = FILTERS.map((f) => {
      const { ctx, calls } = recorder();
      drawFrame(ctx, {} as CanvasImageSource, IMG, { ...initialScene(), filter: f }, 0, 0, 1);
      return calls.join(';');
    });
    expect(new Set(draws).size).toBe(FILTERS.length);
    const { ctx, calls } = recorder();
    drawFrame(ctx, {} as CanvasImageSource, IMG, { ...initialScene(), filter: 'grayscale' }, 0, 0, 1);
    expect(calls).toContain('filter=grayscale(1)');
  });

  it('[ME-36] the layers are linear vignette, radial vignette and the product watermark', () => {
    expect(LAYERS).toEqual(['linear', 'radial', 'watermark']);
    const draw = (layers: Partial<Record<(typeof LAYERS)[number], boolean>>) => {
      const { ctx, calls } = recorder();
      drawFrame(
        ctx,
        {} as CanvasImageSource,
        IMG,
        { ...initialScene(), layers: { linear: false, radial: false, watermark: false, ...layers } },
        0,
        0,
        1,
      );
      return calls;
    };
    expect(draw({ linear: true }).some((c) => c.startsWith('createLinearGradient'))).toBe(true);
    expect(draw({ radial: true }).some((c) => c.startsWith('createRadialGradient'))).toBe(true);
    expect(draw({ watermark: true })).toContain('fillText(Flechazo,778,578)');
    expect(draw({}).some((c) => c.startsWith('create') || c.startsWith('fillText'))).toBe(false);
  });
});

describe('editor engine: bad files', () => {
  const realCreate = (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  afterEach(() => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = realCreate;
  });
  const failDecode = () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = () =>
      Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
  };
  const problem = async (blob: Blob) => {
    try {
      await decodePhoto(blob);
      return 'decoded';
    } catch (e) {
      return e instanceof PhotoFileError ? e.problem : String(e);
    }
  };

  it('[ME-30] a file that is not an image is refused before decoding', async () => {
    failDecode();
    expect(await problem(new Blob(['hola, soy un texto'], { type: 'text/plain' }))).toBe('notImage');
  });
  it('[ME-30] a damaged JPEG is "corrupt"', async () => {
    failDecode();
    expect(await problem(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }))).toBe('corrupt');
  });
  it('[ME-30] an image type the browser cannot decode (HEIC) is "unsupported" (suggest JPEG)', async () => {
    failDecode();
    const heic = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0]);
    expect(sniff(heic)).toBe('heic');
    expect(await problem(new Blob([heic], { type: 'image/heic' }))).toBe('unsupported');
  });
  it('[ME-30] a file over the size limit is "tooBig" and never decoded', async () => {
    const decode = jest.fn();
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = decode;
    const big = new Blob([new Uint8Array(8)], { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_INPUT_BYTES + 1 });
    expect(await problem(big)).toBe('tooBig');
    expect(decode).not.toHaveBeenCalled();
  });
  it('[ME-33] a decodable photo is decoded with its EXIF orientation applied (imageOrientation from-image)', async () => {
    const close = jest.fn();
    const create = jest.fn(async () => ({ width: 300, height: 400, close }));
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = create;
    const photo = await decodePhoto(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1])], { type: 'image/jpeg' }));
    expect(create).toHaveBeenCalledWith(expect.any(Blob), { imageOrientation: 'from-image' });
    expect(photo.size).toEqual({ width: 300, height: 400 });
    photo.close();
    expect(close).toHaveBeenCalled();
  });
});
