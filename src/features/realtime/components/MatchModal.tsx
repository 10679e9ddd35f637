import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useStoreDialog } from '@/store';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { Button } from '@/shared/ui/Button';
import { matchClosed, matchSendTapped } from '../actions';
import { selectMatch } from '../slice';
import { OverlayDialog } from './OverlayDialog';
import { isDataSaverOn } from '@/shared/lib/data-saver';

/** RT-12: 100 pieces, one every 30 ms. */
export const CONFETTI_PIECES = 100;
export const CONFETTI_INTERVAL_MS = 30;

/** Confetti needs a 2D canvas (absent in some test and very old environments). */
function canvasAvailable(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    (window.matchMedia('(prefers-reduced-motion: reduce)').matches || isDataSaverOn())
  );
}

/** The theme's colours (pink or the male theme's blue, AUTH-57) for the confetti. */
export function themeConfettiColors(): string[] {
  const style = getComputedStyle(document.documentElement);
  const colors = ['--c-primary', '--c-primary-strong', '--c-accent', '--c-primary-soft']
    .map((v) => style.getPropertyValue(v).trim())
    .filter(Boolean);
  return colors.length ? [...colors, '#ffffff'] : ['#c8265f', '#a81d50', '#ff8a5c', '#fde7ef', '#ffffff'];
}

/** Fires the confetti one piece every 30 ms until 100 have flown; returns a stop function. */
export function startConfetti(
  fire: (opts: {
    particleCount: number;
    angle: number;
    spread: number;
    origin: { x: number; y: number };
    disableForReducedMotion: boolean;
  }) => unknown,
): () => void {
  let fired = 0;
  const timer = window.setInterval(() => {
    fired += 1;
    const left = fired % 2 === 0;
    fire({ particleCount: 1, angle: left ? 60 : 120, spread: 55, origin: { x: left ? 0.1 : 0.9, y: 0.7 }, disableForReducedMotion: true });
    if (fired >= CONFETTI_PIECES) window.clearInterval(timer);
  }, CONFETTI_INTERVAL_MS);
  return () => window.clearInterval(timer);
}

/** RT-11, RT-12: '¡Se gustan!' with confetti and a button to send a message. */
export default function MatchModal() {
  const { t } = useTranslation('realtime');
  const dispatch = useAppDispatch();
  const match = useAppSelector(selectMatch);
  const matchDialog = useStoreDialog((s) => Boolean(selectMatch(s)));
  const stop = useRef<() => void>(() => {});
  const close = () => dispatch(matchClosed());

  useEffect(() => {
    if (!match || prefersReducedMotion() || !canvasAvailable()) return undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "confetti" */ 'canvas-confetti').then(({ create }) => {
      if (cancelled) return;
      // On the main thread: the library's default worker runs from a blob: URL, which the CSP
      // (worker-src 'self') and Trusted Types refuse.
      const confetti = create(undefined, { resize: true, useWorker: false });
      const colors = themeConfettiColors();
      stop.current = startConfetti((o) => confetti({ ...o, colors, shapes: ['circle', 'square'], scalar: 1.2, zIndex: 2147483647 }));
    });
    return () => {
      cancelled = true;
      stop.current();
    };
  }, [match]);

  return (
    <OverlayDialog
      name="match"
      {...matchDialog}
      onClose={close}
      title={t('match.title')}
      closeLabel={t('match.later')}
      actions={
        match ? (
          <Button block onClick={() => dispatch(matchSendTapped({ userId: match.userId }))}>
            {t('match.send')}
          </Button>
        ) : null
      }
    >
      {match ? (
        <div className="match-modal__body">
          <div className="match-modal__photo">
            <ProfileImage name={match.image} alt={match.nickname} gender={match.gender} size={IMAGE_SIZES.thumb} ratio="1" eager />
            <span className="match-modal__heart" aria-hidden="true">
              {'❤'}
            </span>
          </div>
          <p className="dialog__text">{t('match.text', { nickname: match.nickname })}</p>
        </div>
      ) : null}
    </OverlayDialog>
  );
}
