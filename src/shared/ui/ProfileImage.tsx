/**
 * A member photo from the image host (API-67) that:
 * - loads lazily when it comes within 50 px of the viewport (SHELL-55, IntersectionObserver);
 * - asks the host for a smaller photo while the data saver is on (shared/lib/data-saver.ts): `size` at
 *   SAVER_SCALE (three image pixels per four CSS pixels), or `saverSize` when the box is not the photo's shape;
 * - reserves its box with a fixed aspect ratio, so nothing shifts when it arrives;
 * - on a failed load tries webp -> jpg -> png -> the static default gender image (SHELL-56), and
 *   finally shows a soft placeholder.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { IMAGE_SIZES, imageCandidates, requestSize, type GenderKind, type ImageFolder, type ImageSize } from '@/shared/lib/images';
import { useDataSaver } from './use-data-saver';
import './profile-image.css';

export const LAZY_ROOT_MARGIN = '50px';

export interface ProfileImageProps {
  /** Photo file name on the image host ('' / null: the default gender image). */
  name: string | null | undefined;
  /** Alt text: who is in the photo (e.g. the nickname). */
  alt: string;
  /** 1 male, 2 female (selects the default image). */
  gender?: number | GenderKind | null;
  /** Thumbnail size requested from the host; also the box's aspect ratio unless `ratio` is given. */
  size?: ImageSize;
  /** The size asked for with the data saver on (default: `size` at SAVER_SCALE), e.g. SAVER_SIZES.cardMedia. */
  saverSize?: ImageSize;
  /** CSS aspect-ratio of the box, e.g. '4 / 5' or '1'. */
  ratio?: string;
  folder?: ImageFolder;
  /** Load at once (above the fold, e.g. the profile view's hero). */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Rounded corners (default true). */
  rounded?: boolean;
}

export function ProfileImage({
  name,
  alt,
  gender,
  size = IMAGE_SIZES.card,
  saverSize,
  ratio,
  folder = 'users',
  eager = false,
  className,
  style,
  rounded = true,
}: ProfileImageProps) {
  // With the data saver on, the host is asked for the box's size instead of twice it.
  const saver = useDataSaver();
  const candidates = useMemo(
    () => imageCandidates(name, requestSize(size, saver, saverSize), gender, folder),
    [name, size, saver, saverSize, gender, folder],
  );
  const boxRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(eager);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);

  // A new photo starts the chain again.
  useEffect(() => {
    setAttempt(0);
    setLoaded(false);
  }, [candidates]);

  useEffect(() => {
    if (visible) return;
    const el = boxRef.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  const failedAll = attempt >= candidates.length;
  const src = visible && !failedAll ? candidates[attempt] : undefined;
  // An above-the-fold photo paints as soon as its bytes arrive (it is the page's largest paint); the
  // others fade in once loaded.
  const cls = ['pimg', rounded ? 'pimg--rounded' : '', loaded || eager ? 'pimg--loaded' : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <div
      ref={boxRef}
      className={cls}
      style={{ aspectRatio: ratio ?? `${size.width} / ${size.height}`, ...style }}
      data-testid="profile-image"
      // Until its <img> exists, the box stands for the photo; a decorative photo (alt '', its control
      // names it) stays out of the accessibility tree instead of an image without a name.
      role={src || !alt ? undefined : 'img'}
      aria-label={src || !alt ? undefined : alt}
    >
      {src ? (
        <img
          key={src}
          src={src}
          alt={alt}
          width={size.width}
          height={size.height}
          decoding={eager ? 'auto' : 'async'}
          fetchPriority={eager ? 'high' : undefined}
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={() => {
            setLoaded(false);
            setAttempt((a) => a + 1);
          }}
        />
      ) : null}
    </div>
  );
}
