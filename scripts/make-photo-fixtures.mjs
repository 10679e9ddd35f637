/**
 * Makes the camera-like photo fixtures of the my-profile tests (committed under e2e/photo-fixtures/):
 *
 *   camera-orientation6-gps.jpg  480x360 pixels stored sideways (left 40% red, the rest blue) with an
 *                                EXIF block: Orientation 6 (rotate 90° clockwise to display), Make and
 *                                Model, and a GPS IFD (Buenos Aires). Shown upright it is 360x480 with
 *                                the red band on top.
 *   not-an-image.jpg             text with a .jpg name;  corrupt.jpg  a JPEG cut after its header;
 *   photo.heic                   an HEIC-branded file (a type Chromium cannot decode).
 *
 *   node scripts/make-photo-fixtures.mjs        (Debian's Chromium encodes the base JPEG)
 *
 * The base JPEG comes from Chromium's canvas (no metadata); the EXIF block is written by hand
 * (big-endian TIFF), so no image tool or npm package is needed.
 */
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../e2e/photo-fixtures');
fs.mkdirSync(OUT, { recursive: true });

/** A big-endian EXIF APP1 payload: IFD0 {Make, Model, Orientation, GPS pointer} and a GPS IFD. */
export function exifBlock({ orientation = 6 } = {}) {
  const tiff = [];
  const u16 = (n) => [(n >> 8) & 255, n & 255];
  const u32 = (n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const ascii = (s) => [...Buffer.from(`${s}\0`, 'latin1')];
  // Layout: header(8) | IFD0 (2 + 4*12 + 4 = 54) | GPS IFD (2 + 4*12 + 4 = 54) | data
  const ifd0 = 8;
  const gps = ifd0 + 54;
  let data = gps + 54;
  const extra = [];
  const put = (bytes) => {
    const at = data;
    extra.push(...bytes);
    data += bytes.length;
    return at;
  };
  const make = ascii('FlechazoCam');
  const model = ascii('Phone 12 Pro');
  const makeAt = put(make);
  const modelAt = put(model);
  const rational = (pairs) => pairs.flatMap(([n, d]) => [...u32(n), ...u32(d)]);
  const latAt = put(
    rational([
      [34, 1],
      [36, 1],
      [1234, 100],
    ]),
  );
  const lonAt = put(
    rational([
      [58, 1],
      [22, 1],
      [5678, 100],
    ]),
  );
  const entry = (tag, type, count, value) => [...u16(tag), ...u16(type), ...u32(count), ...value];
  tiff.push(0x4d, 0x4d, ...u16(42), ...u32(ifd0));
  tiff.push(...u16(4));
  tiff.push(...entry(0x010f, 2, make.length, u32(makeAt)));
  tiff.push(...entry(0x0110, 2, model.length, u32(modelAt)));
  tiff.push(...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]));
  tiff.push(...entry(0x8825, 4, 1, u32(gps)));
  tiff.push(...u32(0));
  tiff.push(...u16(4));
  tiff.push(...entry(0x0001, 2, 2, [...ascii('S'), 0, 0]));
  tiff.push(...entry(0x0002, 5, 3, u32(latAt)));
  tiff.push(...entry(0x0003, 2, 2, [...ascii('W'), 0, 0]));
  tiff.push(...entry(0x0004, 5, 3, u32(lonAt)));
  tiff.push(...u32(0));
  tiff.push(...extra);
  const payload = Buffer.from([...Buffer.from('Exif\0\0', 'latin1'), ...tiff]);
  const len = payload.length + 2;
  return Buffer.concat([Buffer.from([0xff, 0xe1, (len >> 8) & 255, len & 255]), payload]);
}

/** Inserts the EXIF APP1 segment right after the JPEG's SOI marker. */
export function withExif(jpeg, exif) {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  // Stored sideways: the left 40% red (it becomes the top once rotated), the rest blue; no metadata.
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 480;
    c.height = 360;
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#1e4fd8';
    ctx.fillRect(0, 0, 480, 360);
    ctx.fillStyle = '#e01b1b';
    ctx.fillRect(0, 0, 192, 360);
    return c.toDataURL('image/jpeg', 0.9);
  });
  await browser.close();
  const jpeg = Buffer.from(dataUrl.split(',')[1], 'base64');
  fs.writeFileSync(path.join(OUT, 'camera-orientation6-gps.jpg'), withExif(jpeg, exifBlock({ orientation: 6 })));
  fs.writeFileSync(path.join(OUT, 'not-an-image.jpg'), 'Esto no es una foto, es un texto.\n');
  fs.writeFileSync(path.join(OUT, 'corrupt.jpg'), jpeg.subarray(0, 200));
  fs.writeFileSync(
    path.join(OUT, 'photo.heic'),
    Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), ...new Array(64).fill(0)]),
  );
  console.log('fixtures written to', OUT);
}
