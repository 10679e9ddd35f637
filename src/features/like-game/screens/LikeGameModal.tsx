/**
 * The like-game modal (?modal=like-game, GAME-01..11): full screen, two cards side by side. Tapping a
 * card, swiping it right past SWIPE_THRESHOLD_PX, or Enter on it (the arrow keys move between the
 * two) likes it and skips the other; the next pair is already decoded and shows in the same commit,
 * while the played pair leaves above it (flies out, or fades with reduced motion).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useAppSelector, useFeature, type ModalProps } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { Button, IconButton } from '@/shared/ui/Button';
import { ModalBar } from '@/shared/ui/ModalBar';
import { IconRefresh } from '../components/icons';
import { IconHeart } from '@/shared/ui/icons';
import { pictureCandidates } from '../mappers';
import { likeGameFeature } from '../feature';
import { likeGameActions, selectLikeGame } from '../slice';
import type { GameUser } from '../types';
import { GameCard, type Side } from '../components/GameCard';
import '../like-game.css';
import { ModalScreen } from '@/shared/ui/ModalScreen';
import '../i18n';

/** How long the played pair takes to leave (the CSS animations last a little less). */
const LEAVE_MS = 360;

interface Leaving {
  key: number;
  liked: GameUser;
  skipped: GameUser;
  likedSide: Side;
  fromX: number;
  srcs: Record<number, string>;
}

export default function LikeGameModal({ onClose }: ModalProps) {
  const { t, dispatch } = useFeature(likeGameFeature);
  const game = useAppSelector(selectLikeGame);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([null, null]);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  /** The side whose card had focus at the last choice: it gets focus back if a reload replaced the cards. */
  const refocus = useRef<Side | null>(null);

  useEffect(() => {
    dispatch(likeGameActions.likeGameOpened());
    return () => {
      dispatch(likeGameActions.likeGameClosed());
    };
  }, [dispatch]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(null), LEAVE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  const ready = game.status === 'ready' && game.users.length - game.index >= 2;
  const pair = useMemo(
    () => (ready ? ([game.users[game.index], game.users[game.index + 1]] as [GameUser, GameUser]) : null),
    [ready, game.users, game.index],
  );

  const choose = useCallback(
    (side: Side, fromX = 0) => {
      if (!pair) return;
      const liked = pair[side];
      const skipped = pair[side === 0 ? 1 : 0];
      refocus.current = document.activeElement === cardRefs.current[side] ? side : null;
      setLeaving({ key: game.rounds + 1, liked, skipped, likedSide: side, fromX, srcs: game.srcs });
      dispatch(likeGameActions.likeGameChoiceRequested({ likedId: liked.id }));
    },
    [dispatch, pair, game.rounds, game.srcs],
  );

  const openProfile = useCallback((id: number) => dispatch(modalOpenRequested({ modal: 'profile-view', id })), [dispatch]);

  // A pool reload replaces the cards: focus, lost with them, returns to the side the member was on.
  useEffect(() => {
    const side = refocus.current;
    const active = document.activeElement;
    if (pair && side !== null && (!active || active === document.body || active === dialogRef.current)) cardRefs.current[side]?.focus();
  }, [pair]);

  // The arrow keys move between the two cards from anywhere in the game (Enter, on a card, likes it).
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (!pair || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
    e.preventDefault();
    cardRefs.current[e.key === 'ArrowLeft' ? 0 : 1]?.focus();
  };

  const last = game.last;
  // The pick's confirmation: seen under the cards and announced politely (the new pair's names only to
  // screen readers); it never holds the next pair back.
  const confirmation = last ? t('likedLast', { name: last.liked.name }) : '';
  const nextPair = last && pair ? t('nextPair', { left: pair[0].name, right: pair[1].name }) : '';

  return (
    <ModalScreen
      ref={dialogRef}
      className="modal-screen modal-screen--page lgame"
      aria-labelledby="lgame-title"
      testId="like-game"
      onKeyDown={onKeyDown}
      onEscape={onClose}
    >
      <ModalBar kind="back" label={t('close')} onClose={onClose} className="modal-bar lgame__bar">
        <h2 id="lgame-title" className="modal-bar__title lgame__title">
          {t('title')}
        </h2>
        <IconButton
          label={t('refresh')}
          onClick={() => dispatch(likeGameActions.likeGameReloadRequested())}
          disabled={game.status === 'loading'}
          data-testid="like-game-refresh"
        >
          <IconRefresh />
        </IconButton>
      </ModalBar>

      <div className="lgame__body">
        {game.status === 'error' || game.status === 'empty' ? null : (
          <p className="lgame__prompt" id="lgame-help">
            {t('prompt')}
            <span className="visually-hidden"> {t('keyboardHelp')}</span>
          </p>
        )}

        {game.status === 'error' ? (
          <div className="lgame__state" role="alert">
            <p className="lgame__state-title">{t('error')}</p>
            {game.error === 'unauthenticated' ? <p className="lgame__state-text">{t('unauthenticated')}</p> : null}
            <Button onClick={() => dispatch(likeGameActions.likeGameReloadRequested())}>{t('retry')}</Button>
          </div>
        ) : game.status === 'empty' ? (
          <div className="lgame__state" role="status">
            <p className="lgame__state-title">{t('empty')}</p>
            <p className="lgame__state-text">{t('emptyHelp')}</p>
            <Button onClick={() => dispatch(likeGameActions.likeGameReloadRequested())}>{t('reload')}</Button>
          </div>
        ) : (
          <div className={`lgame__stage${game.hint ? ' lgame__stage--hint' : ''}`} aria-busy={!pair}>
            {pair ? (
              pair.map((u, i) => (
                <GameCard
                  key={i}
                  ref={(el) => {
                    cardRefs.current[i] = el;
                  }}
                  side={i as Side}
                  user={u}
                  src={game.srcs[u.id]}
                  hint={game.hint}
                  describedBy="lgame-help"
                  onChoose={choose}
                  onProfile={openProfile}
                />
              ))
            ) : (
              <>
                <div className="lgame-card lgame-card--skeleton skeleton" aria-hidden="true" />
                <div className="lgame-card lgame-card--skeleton skeleton" aria-hidden="true" />
                <p className="visually-hidden" role="status">
                  {t('loading')}
                </p>
              </>
            )}
            <span className="lgame__vs" aria-hidden="true">
              {t('versus')}
            </span>
            {leaving ? <LeavingPair key={leaving.key} leaving={leaving} badge={t('likedBadge')} /> : null}
          </div>
        )}

        <p className="lgame__feedback" aria-live="polite" data-testid="like-game-feedback">
          {last ? (
            <span key={last.round} className="lgame__feedback-text">
              <IconHeart filled size={16} />
              {confirmation}
              {nextPair ? <span className="visually-hidden"> {nextPair}</span> : null}
            </span>
          ) : null}
        </p>
        <p className={`lgame__hint${game.hint ? ' lgame__hint--on' : ''}`} role="status" data-testid="like-game-hint">
          {game.hint ? t('hint') : ''}
        </p>
      </div>
    </ModalScreen>
  );
}

/** The pair just played, above the new one: the liked card flies out right, the other drops away. */
function LeavingPair({ leaving, badge }: { leaving: Leaving; badge: string }) {
  const { liked, skipped, likedSide, fromX, srcs } = leaving;
  const cells: [GameUser, 'liked' | 'skipped'][] =
    likedSide === 0
      ? [
          [liked, 'liked'],
          [skipped, 'skipped'],
        ]
      : [
          [skipped, 'skipped'],
          [liked, 'liked'],
        ];
  return (
    <div className="lgame__leaving" aria-hidden="true" data-testid="like-game-leaving">
      {cells.map(([u, role]) => (
        <div
          key={u.id}
          className={`lgame-card lgame-card--${role}`}
          style={role === 'liked' ? ({ '--from-x': `${fromX}px`, '--from-rot': `${fromX / 28}deg` } as CSSProperties) : undefined}
        >
          <img className="lgame-card__img" src={srcs[u.id] ?? pictureCandidates(u)[0]} alt="" draggable={false} />
          <div className="lgame-card__shade" />
          {role === 'liked' ? (
            <span className="lgame-card__badge" data-testid="like-game-liked-badge">
              <IconHeart filled size={18} />
              {badge}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
