/**
 * The photo sizes asked of the image host (API-67), apart from images.ts so that the boot loader can use
 * them without the app's configuration: pure values and one pure function.
 */
/** Sizes used across the app (keep few so the host's cache stays warm). */
export const IMAGE_SIZES = {
  /** Dashboard / search card, 4:5. */
  card: { width: 400, height: 500 },
  /** Profile view hero, 4:5. */
  profile: { width: 800, height: 1000 },
  /** Full-screen gallery. */
  gallery: { width: 1200, height: 1500 },
  /** Gallery thumbnail strip and list avatars. */
  thumb: { width: 120, height: 120 },
  /** Chat image thumbnail (API-67). */
  chat: { width: 180, height: 180 },
} as const;

export type ImageSize = { width: number; height: number };

/**
 * With the data saver on, the sizes asked for a photo whose box on screen is not the photo's 4:5: the
 * host's smart crop (API-67) sends the part the box shows instead of a 4:5 photo the box would crop.
 */
export const SAVER_SIZES = {
  /**
   * A dashboard or search card's photo: its box above the name and buttons is about 173x160 CSS px on a
   * 390 px-wide phone (158x142 at 360, 193x185 at 430), so 180x168, one image pixel per CSS pixel, about
   * 60% of the pixels of a 4:5 photo of its width (200x250).
   */
  cardMedia: { width: 180, height: 168 },
} as const;

/**
 * The size to ask the host for: IMAGE_SIZES are twice their box on screen (sharp on 2x screens); with
 * the data saver on (shared/lib/data-saver.ts) a photo comes at its box's size, 1 image pixel per CSS
 * pixel, about a quarter of the bytes: `saverSize` when the caller knows its box's shape (SAVER_SIZES),
 * else half of `size`.
 */
export function requestSize(size: ImageSize, dataSaver: boolean, saverSize?: ImageSize): ImageSize {
  if (!dataSaver) return size;
  return saverSize ?? { width: Math.round(size.width / 2), height: Math.round(size.height / 2) };
}
