/**
 * The full-screen gallery (PROF-08..11) on yet-another-react-lightbox: swipe, thumbnails, counter
 * 'NN de NN', zoom in/out with levels 1, 2, 4, 8 (zoomInMultiplier 2, three double-tap stops, max 8),
 * pinch, double tap within 250 ms, 0.5 s animations. Its open state is the URL hash #gallery-open
 * (the profile view renders it only while the hash is there, so it closes when the hash leaves).
 *
 * The library's own swipe threshold is a fixed 30 px, so its swipe navigation is off and a 50 px
 * threshold (PROF-10) is applied here on the pointer events; zoomed-in drags pan instead.
 *
 * The lightbox portals into the nearest open <dialog> (the profile view is a modal dialog in the top
 * layer: anything portalled into <body> would sit under it, inert and invisible).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type ControllerRef, type GenericSlide, type RenderSlideProps, type ZoomRef } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { IMAGE_SIZES, imageCandidates, requestSize, thumbnailUrl } from '@/shared/lib/images';
import { useDataSaver } from '@/shared/ui/use-data-saver';

export const GALLERY_SETTINGS = {
  zoomLevels: [1, 2, 4, 8],
  zoomInMultiplier: 2,
  maxZoom: 8,
  doubleTapMs: 250,
  swipeThresholdPx: 50,
  animationMs: 500,
} as const;

export interface PhotoSlide extends GenericSlide {
  type: 'photo';
  name: string;
  gender: 1 | 2;
  alt: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    photo: PhotoSlide;
  }
}

/** True when a pointer gesture is a horizontal swipe past the threshold (PROF-10). */
export function swipeDirection(dx: number, dy: number, threshold: number = GALLERY_SETTINGS.swipeThresholdPx): -1 | 0 | 1 {
  if (!(Math.abs(dx) > threshold && Math.abs(dx) > Math.abs(dy))) return 0;
  return dx < 0 ? 1 : -1;
}

function GalleryPhoto({ slide }: { slide: PhotoSlide }) {
  const saver = useDataSaver();
  const urls = useMemo(
    () => imageCandidates(slide.name, requestSize(IMAGE_SIZES.gallery, saver), slide.gender),
    [slide.name, slide.gender, saver],
  );
  const [attempt, setAttempt] = useState(0);
  const src = urls[Math.min(attempt, urls.length - 1)];
  return (
    <img
      className="gallery__img"
      src={src}
      alt={slide.alt}
      draggable={false}
      onError={() => setAttempt((a) => (a < urls.length - 1 ? a + 1 : a))}
    />
  );
}

export interface GalleryProps {
  photos: string[];
  gender: 1 | 2;
  nickname: string;
  onClose: () => void;
  index?: number;
}

export default function Gallery({ photos, gender, nickname, onClose, index = 0 }: GalleryProps) {
  const { t } = useTranslation('profile');
  const controller = useRef<ControllerRef>(null);
  const zoom = useRef<ZoomRef>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const pointers = useRef(0);
  // Where the lightbox mounts: the enclosing <dialog> (top layer), else <body>; known after the anchor mounts.
  const [portalRoot, setPortalRoot] = useState<Element | null>(null);
  // Data saver: smaller photos, and none fetched ahead (the carousel preloads 2 neighbours by default).
  const saver = useDataSaver();

  const slides = useMemo<PhotoSlide[]>(
    () =>
      photos.map((name, i) => ({
        type: 'photo',
        name,
        gender,
        alt: t('photoAlt', { nickname }),
        thumbnail: thumbnailUrl(name, requestSize(IMAGE_SIZES.thumb, saver)),
        key: `${name}-${i}`,
      })),
    [photos, gender, nickname, t, saver],
  );

  // PROF-10: swipe beyond 50 px changes photo (only at zoom 1 with one finger; otherwise pinch/pan).
  useEffect(() => {
    const down = (e: PointerEvent) => {
      pointers.current += 1;
      start.current = pointers.current === 1 ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
    };
    const up = (e: PointerEvent) => {
      pointers.current = Math.max(0, pointers.current - 1);
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId || (zoom.current?.zoom ?? 1) > 1) return;
      if (!(e.target instanceof Element) || !e.target.closest('.yarl__carousel')) return;
      const dir = swipeDirection(e.clientX - s.x, e.clientY - s.y);
      if (dir === 1) controller.current?.next();
      else if (dir === -1) controller.current?.prev();
    };
    const cancel = () => {
      pointers.current = 0;
      start.current = null;
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', cancel, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', cancel, true);
    };
  }, []);

  return (
    <>
      <span hidden ref={(el) => setPortalRoot(el ? (el.closest('dialog') ?? el.ownerDocument.body) : null)} />
      {portalRoot ? (
        <Lightbox
          open
          portal={{ root: portalRoot }}
          close={onClose}
          index={Math.min(index, slides.length - 1)}
          slides={slides}
          plugins={[Zoom, Thumbnails, Counter]}
          controller={{ ref: controller, disableSwipeNavigation: true, closeOnBackdropClick: false }}
          // Two photos in an endless carousel would show one of them twice in the thumbnail strip.
          carousel={{ finite: slides.length <= 2, imageFit: 'contain', preload: saver ? 0 : 2 }}
          animation={
            saver
              ? { fade: 0, swipe: 0, zoom: 0 }
              : { fade: GALLERY_SETTINGS.animationMs, swipe: GALLERY_SETTINGS.animationMs, zoom: GALLERY_SETTINGS.animationMs }
          }
          zoom={{
            ref: zoom,
            supports: ['photo'],
            maxZoom: GALLERY_SETTINGS.maxZoom,
            zoomInMultiplier: GALLERY_SETTINGS.zoomInMultiplier,
            doubleClickMaxStops: GALLERY_SETTINGS.zoomLevels.length - 1,
            doubleTapDelay: GALLERY_SETTINGS.doubleTapMs,
            doubleClickDelay: GALLERY_SETTINGS.doubleTapMs,
            pinchZoomV4: true,
            scrollToZoom: true,
          }}
          thumbnails={{ width: 64, height: 64, border: 0, borderRadius: 10, padding: 0, gap: 8, imageFit: 'cover', vignette: false }}
          // 'NN de NN': the separator is the locale's counter text without its numbers.
          counter={{ separator: t('gallery.counter', { current: '', total: '' }).trim() }}
          labels={{
            Close: t('gallery.close'),
            Previous: t('gallery.previous'),
            Next: t('gallery.next'),
            'Zoom in': t('gallery.zoomIn'),
            'Zoom out': t('gallery.zoomOut'),
            Lightbox: t('gallery.label', { nickname }),
            'Photo gallery': t('gallery.label', { nickname }),
            '{index} of {total}': t('gallery.counter', { current: '{index}', total: '{total}' }),
          }}
          render={{
            slide: ({ slide }: RenderSlideProps) => (slide.type === 'photo' ? <GalleryPhoto slide={slide} /> : null),
          }}
          styles={{ container: { backgroundColor: 'rgb(12 6 10)' }, thumbnailsContainer: { backgroundColor: 'rgb(12 6 10)' } }}
          className="gallery"
        />
      ) : null}
    </>
  );
}
