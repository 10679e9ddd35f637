/**
 * A member card (DASH-03): photo, nickname, age, location, status; message, like and dislike. After a
 * like a heart pops and the three buttons become 'Enviale un mensaje' (DASH-05); a disliked member's
 * card animates out (DASH-06). Tapping the photo or name opens the profile view.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { modalOpenRequested } from '@/features/shell';
import { dislikeRequested, likeRequested, selectIsLiked, selectPendingMemberAction } from '@/features/lists';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconChat, IconClose, IconHeart, IconPin } from '@/shared/ui/icons';
import { motionMs } from './motion';
import type { MemberItem } from '../types';

export const HEART_MS = 700;
export const LEAVE_MS = 320;

export interface MemberCardProps {
  item: MemberItem;
  /** Disliked: play the exit animation, then call onLeft. */
  leaving?: boolean;
  onLeft?: (id: number) => void;
  /** Load the photo at once (first row). */
  eager?: boolean;
}

export const MemberCard = memo(function MemberCard({ item, leaving = false, onLeft, eager }: MemberCardProps) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const liked = useAppSelector((s) => selectIsLiked(s, item.id, item.liked));
  const pending = useAppSelector(selectPendingMemberAction);
  const busyHere = pending?.id === item.id;
  const wasLiked = useRef(liked);
  const [heart, setHeart] = useState(false);

  useEffect(() => {
    if (liked && !wasLiked.current) {
      setHeart(true);
      const timer = setTimeout(() => setHeart(false), motionMs(HEART_MS));
      wasLiked.current = liked;
      return () => clearTimeout(timer);
    }
    wasLiked.current = liked;
    return undefined;
  }, [liked]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onLeft?.(item.id), motionMs(LEAVE_MS));
    return () => clearTimeout(timer);
  }, [leaving, onLeft, item.id]);

  const open = () => dispatch(modalOpenRequested({ modal: 'profile-view', id: item.id }));
  const message = () => dispatch(modalOpenRequested({ modal: 'message-view', id: item.id }));
  const single = liked && !heart;

  return (
    <article className={`mcard${leaving ? ' mcard--leaving' : ''}`} aria-label={item.nickname} data-testid="member-card" data-member-id={item.id}>
      <ProfileImage name={item.picture} gender={item.gender} alt={t('card.photoAlt', { nickname: item.nickname })} size={IMAGE_SIZES.card} eager={eager} className="mcard__photo" />
      <div className="mcard__shade" aria-hidden="true" />
      {heart ? (
        <div className="mcard__heart" aria-hidden="true">
          <IconHeart filled size={72} />
        </div>
      ) : null}
      <div className="mcard__info">
        <h3 className="mcard__name">
          <button type="button" className="mcard__open" onClick={open} aria-label={t('card.viewProfile', { nickname: item.nickname })}>
            {item.nickname}
          </button>
        </h3>
        <p className="mcard__meta">
          {t('card.years', { count: item.years })}
          {item.online ? (
            <span className="mcard__status">
              <span className="status-dot" aria-hidden="true" />
              {t('card.online')}
            </span>
          ) : null}
        </p>
        <p className="mcard__loc">
          <IconPin size={14} />
          <span>{item.location}</span>
        </p>
        <div className="mcard__actions">
          {single ? (
            <button type="button" className="mcard__send" onClick={message}>
              <IconChat size={18} />
              {t('card.sendMessage')}
            </button>
          ) : (
            <>
              <button type="button" className="round-btn round-btn--dislike" onClick={() => dispatch(dislikeRequested({ id: item.id }))} aria-label={t('card.dislike', { nickname: item.nickname })} aria-busy={(busyHere && pending?.action === 'dislike') || undefined} disabled={leaving}>
                <IconClose size={22} />
              </button>
              <button type="button" className="round-btn round-btn--message" onClick={message} aria-label={t('card.message', { nickname: item.nickname })}>
                <IconChat size={20} />
              </button>
              <button
                type="button"
                className={`round-btn round-btn--like${liked ? ' is-liked' : ''}`}
                onClick={() => dispatch(likeRequested({ id: item.id }))}
                aria-label={t('card.like', { nickname: item.nickname })}
                aria-pressed={liked}
                aria-busy={(busyHere && pending?.action === 'like') || undefined}
                disabled={leaving}
              >
                <IconHeart size={22} filled={liked} />
              </button>
            </>
          )}
        </div>
      </div>
    </article>
  );
});
