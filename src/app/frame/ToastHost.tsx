import { Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { RealtimeOverlays, selectMatch, selectPromo } from '@/features/realtime';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { IconButton } from '@/shared/ui/Button';
import { IconClose } from '@/shared/ui/icons';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { selectToasts, toastDismissed, toastTapped, useDialogText } from '@/features/shell';

/** RT-20: a toast appears after 0.4 s and hides after 5 s. */
export const TOAST_DELAY_MS = 400;
export const TOAST_HIDE_MS = 5000;
/** RT-22: a swipe of more than 75 px, or faster than 0.5 px/ms, dismisses the toast. */
export const SWIPE_DISMISS_PX = 75;
export const SWIPE_DISMISS_VELOCITY = 0.5;

/** True when a horizontal drag of `dx` px over `ms` milliseconds dismisses the toast (RT-22). */
export function isSwipeDismiss(dx: number, ms: number): boolean {
  return Math.abs(dx) > SWIPE_DISMISS_PX || (ms > 0 && Math.abs(dx) / ms > SWIPE_DISMISS_VELOCITY && Math.abs(dx) > 10);
}

/**
 * The toast host: shows a toast only while the queue holds exactly one entry (RT-19); the realtime
 * feature merges notifications into that entry and decides what a tap opens.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const text = useDialogText();
  const toast = toasts.length === 1 ? toasts[0] : undefined;
  const drag = useRef<{ x: number; t: number; dx: number; moved: boolean } | null>(null);
  const [dx, setDx] = useState(0);
  const match = useAppSelector(selectMatch);
  const promo = useAppSelector(selectPromo);
  const hasOverlay = Boolean(match || promo);

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, t: e.timeStamp, dx: 0, moved: false };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    d.dx = e.clientX - d.x;
    if (Math.abs(d.dx) > 10) d.moved = true;
    setDx(d.dx);
  };
  const onPointerEnd = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dismiss = d.moved && isSwipeDismiss(e.clientX - d.x, e.timeStamp - d.t);
    if (!dismiss) drag.current = d.moved ? { ...d, dx: 0 } : null;
    setDx(0);
    if (dismiss) {
      drag.current = null;
      dispatch(toastDismissed());
    }
  };
  /** A swipe that did not dismiss is not a tap. */
  const swallowClick = () => {
    const moved = drag.current?.moved ?? false;
    drag.current = null;
    return moved;
  };

  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(() => dispatch(toastDismissed()), TOAST_DELAY_MS + TOAST_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dispatch]);

  return (
    <>
      <div className="toast-region" role="region" aria-label={t('toast.region')} aria-live="polite">
        {toast ? (
          <div
            className="toast"
            data-testid="toast"
            style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - Math.abs(dx) / 200), animation: 'none' } : undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <button
              type="button"
              className="toast__body"
              onClick={() => {
                if (!swallowClick()) dispatch(toastTapped({ type: toast.type, id: toast.id }));
              }}
            >
              {/* RT-18 (A §3): a toast from one member carries their photo (image, hasImage); merged ones do not. */}
              {toast.type !== 'list' ? (
                <span className="toast__avatar" data-testid="toast-photo">
                  <ProfileImage
                    name={toast.hasImage ? toast.image : null}
                    alt=""
                    gender={toast.gender}
                    size={IMAGE_SIZES.thumb}
                    ratio="1"
                    eager
                  />
                </span>
              ) : null}
              <strong className="toast__title">{toast.title ? text(toast.title) : toast.nickname}</strong>
              {toast.text ? <span className="toast__text">{text(toast.text)}</span> : null}
            </button>
            <IconButton label={t('toast.dismiss')} onClick={() => dispatch(toastDismissed())}>
              <IconClose size={18} />
            </IconButton>
          </div>
        ) : null}
      </div>
      {hasOverlay ? (
        <Suspense fallback={null}>
          <RealtimeOverlays />
        </Suspense>
      ) : null}
    </>
  );
}
