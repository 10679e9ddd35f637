/**
 * One like-game card: the whole card is a button (tap, click, Enter or Space likes it), and a drag
 * right past SWIPE_THRESHOLD_PX likes it too (GAME-04). The drag is @use-gesture's: horizontal only,
 * taps filtered (a drag never also clicks), no keyboard displacement (the arrows move between cards).
 * The button stays across pairs (keyed by side), so keyboard focus stays where the member is.
 */
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrag } from '@use-gesture/react';
import { pictureCandidates } from '../mappers';
import type { GameUser } from '../types';
import { IconPin } from '@/shared/ui/icons';

/** GAME-04: a swipe right by more than 80 px likes the card. */
export const SWIPE_THRESHOLD_PX = 80;

export type Side = 0 | 1;

export interface GameCardProps {
  ref?: Ref<HTMLButtonElement>;
  side: Side;
  user: GameUser;
  /** The decoded picture URL (GAME-07); until then the first candidate. */
  src: string | undefined;
  hint: boolean;
  describedBy: string;
  onChoose: (side: Side, fromX?: number) => void;
  /** 'Ver perfil': opens the member's profile over the game (not a pick). */
  onProfile: (id: number) => void;
}

export function GameCard({ ref, side, user, src, hint, describedBy, onChoose, onProfile }: GameCardProps) {
  const { t } = useTranslation('like-game');
  const el = useRef<HTMLDivElement | null>(null);
  const candidates = pictureCandidates(user);
  // A picture that fails on screen falls back to the default gender image (the preloader already
  // resolved most of them).
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src ?? candidates[0] ?? '';
  const shown = failed === wanted ? (candidates[candidates.length - 1] ?? wanted) : wanted;

  const bind = useDrag(
    ({ active, last, tap, movement: [mx] }) => {
      const node = el.current;
      if (!node || tap) return;
      if (active) {
        const x = Math.max(-40, mx);
        node.style.transition = 'none';
        node.style.transform = `translate3d(${x}px,0,0) rotate(${x / 28}deg)`;
        node.dataset.dragging = 'true';
        return;
      }
      if (!last) return;
      delete node.dataset.dragging;
      if (mx > SWIPE_THRESHOLD_PX) {
        // The next member takes this button's place at once; the played card leaves from here.
        node.style.transition = 'none';
        node.style.transform = '';
        onChoose(side, mx);
      } else {
        node.style.transition = '';
        node.style.transform = '';
      }
    },
    { axis: 'x', filterTaps: true, keys: false },
  );

  const label =
    user.age > 0
      ? user.location
        ? t('cardLabel', { name: user.name, age: user.age, location: user.location })
        : t('cardLabelNoLocation', { name: user.name, age: user.age })
      : user.location
        ? t('cardLabelNoAge', { name: user.name, location: user.location })
        : t('cardLabelNameOnly', { name: user.name });

  // The card is a cell: the photo button (the pick) fills it and 'Ver perfil' sits below the name, a
  // sibling (buttons do not nest); the drag moves the whole cell.
  return (
    <div {...bind()} ref={el} className={`lgame-card lgame-card--${side === 0 ? 'left' : 'right'}${hint ? ' lgame-card--nudge' : ''}`}>
      <button
        ref={ref}
        type="button"
        className="lgame-card__pick"
        aria-label={label}
        aria-describedby={describedBy}
        data-testid="like-game-card"
        data-member-id={user.id}
        onClick={() => onChoose(side)}
      >
        <img
          key={user.id}
          className="lgame-card__img"
          src={shown}
          alt=""
          width={400}
          height={500}
          decoding={src ? 'sync' : 'async'}
          draggable={false}
          onError={() => setFailed(shown)}
          {...{ elementtiming: 'like-game-card' }}
        />
        <span className="lgame-card__shade" aria-hidden="true" />
        <span className="lgame-card__info" aria-hidden="true">
          <span className="lgame-card__name">{user.name}</span>
          {user.age > 0 ? <span className="lgame-card__age">{t('years', { count: user.age })}</span> : null}
          {user.location ? (
            <span className="lgame-card__loc">
              <IconPin size={14} />
              <span>{user.location}</span>
            </span>
          ) : null}
        </span>
      </button>
      <button
        type="button"
        className="lgame-card__profile"
        aria-label={t('viewProfileOf', { name: user.name })}
        data-testid="like-game-profile"
        onClick={() => onProfile(user.id)}
      >
        {t('viewProfile')}
      </button>
    </div>
  );
}
