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

/** A size as the image host's path names it: `/{W}x{H}/` (the boot loader's copies swap one for another). */
export const sizeSegment = ({ width, height }: ImageSize) => `/${width}x${height}/`;

/**
 * With the data saver on (shared/lib/data-saver.ts; its card promises "Fotos más livianas"), a photo is
 * asked at three image pixels for every four CSS pixels of its box: a little soft on a 2x screen, about
 * a seventh of the pixels of the photo without the saver (IMAGE_SIZES are twice their box), and 44% fewer
 * than at one image pixel per CSS pixel. Issue 44 measured what one pixel per CSS pixel left: a first
 * session with the saver cost 55% of one without it (target 50%), nearly all of the rest being the app's
 * scripts, the same either way.
 */
export const SAVER_SCALE = 3 / 8;

/**
 * With the data saver on, the sizes asked for a photo whose IMAGE_SIZES is not twice its box on a phone:
 * a box that is not the photo's 4:5 (the host's smart crop, API-67, sends the part the box shows instead
 * of a 4:5 photo the box would crop), or a size made for wider screens.
 */
export const SAVER_SIZES = {
  /**
   * A dashboard or search card's photo: its box above the name and buttons is about 173x160 CSS px on a
   * 390 px-wide phone (158x142 at 360, 193x185 at 430); 135x126 is three quarters of 180x168, about 60%
   * of the pixels of a 4:5 photo asked at the saver's scale (150x188), the same part of the photo.
   */
  cardMedia: { width: 135, height: 126 },
  // The profile view's photo has its own beside its box (features/profile ProfileBody: PHOTO_SAVER_SIZE),
  // out of the first script, which every screen loads.
} as const;

/**
 * The size to ask the host for: IMAGE_SIZES are twice their box on screen (sharp on 2x screens); with
 * the data saver on, `saverSize` when the caller knows its box's shape (SAVER_SIZES), else `size` at
 * SAVER_SCALE (three image pixels per four CSS pixels).
 */
export function requestSize(size: ImageSize, dataSaver: boolean, saverSize?: ImageSize): ImageSize {
  if (!dataSaver) return size;
  return saverSize ?? { width: Math.round(size.width * SAVER_SCALE), height: Math.round(size.height * SAVER_SCALE) };
}
