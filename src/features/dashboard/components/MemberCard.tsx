/**
 * A member card (DASH-03): photo, nickname, age, location, status; message, like and dislike. After a
 * like a heart pops and the three buttons become 'Enviale un mensaje' (DASH-05); a disliked member's
 * card animates out (DASH-06). The whole photo opens the profile view; the name, age and location sit
 * in the photo's lower part over a dark scrim and the buttons on the card's footer, so the face stays
 * visible. The buttons are the lists feature's MemberActions, shared with the profile view. Whether the
 * member is liked or leaving is the lists' state: the card selects it, no list above it passes it down.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { MemberActions, memberCardLeft, selectIsLeaving, useIsLiked } from '@/features/lists';
import { IMAGE_SIZES, SAVER_SIZES } from '@/shared/lib/images';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconHeart } from '@/shared/ui/icons';
import { motionMs } from './motion';
import type { MemberItem } from '../types';

export const HEART_MS = 700;
export const LEAVE_MS = 320;

export interface MemberCardProps {
  item: MemberItem;
  /** Load the photo at once (first row). */
  eager?: boolean;
}

/**
 * A card leaving the list with the focus inside (its ✕ was pressed) hands the focus to the next card
 * (or the previous one), so keyboard and screen-reader members stay in the list (issue 30).
 */
function keepFocusInList(card: HTMLElement | null): void {
  // The leaving card's buttons are aria-disabled, not disabled, so a focus they had is still there.
  if (!card?.contains(document.activeElement)) return;
  const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="member-card"]:not(.mcard--leaving)')];
  const after = cards.find((c) => card.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = cards.filter((c) => card.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_PRECEDING).at(-1);
  (after ?? before)?.querySelector<HTMLElement>('.mcard__open')?.focus({ preventScroll: false });
}

export const MemberCard = memo(function MemberCard({ item, eager }: MemberCardProps) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const liked = useIsLiked(item.id);
  // Disliked: the card plays its exit animation, then every list drops the member.
  const leaving = useAppSelector((s) => selectIsLeaving(s, item.id));
  const cardRef = useRef<HTMLElement>(null);
  // The heart starts in the very render that first shows the like (state derived during render), so
  // the buttons are held from that frame on and 'Enviale un mensaje' shows once, after the heart.
  // Started from an effect it came a frame late: 'Enviale un mensaje' flashed, the three buttons came
  // back for the heart, then 'Enviale un mensaje' again (seen in the interaction bench, issue 32).
  const [heart, setHeart] = useState(false);
  const [shownLiked, setShownLiked] = useState(liked);
  if (liked !== shownLiked) {
    setShownLiked(liked);
    if (liked) setHeart(true);
  }

  useEffect(() => {
    if (!heart) return undefined;
    const timer = setTimeout(() => setHeart(false), motionMs(HEART_MS));
    return () => clearTimeout(timer);
  }, [heart]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => {
      keepFocusInList(cardRef.current);
      dispatch(memberCardLeft({ id: item.id }));
    }, motionMs(LEAVE_MS));
    return () => clearTimeout(timer);
  }, [leaving, dispatch, item.id]);

  const open = () => dispatch(modalOpenRequested({ modal: 'profile-view', id: item.id }));

  return (
    <article
      ref={cardRef}
      className={`mcard${leaving ? ' mcard--leaving' : ''}`}
      aria-label={item.nickname}
      data-testid="member-card"
      data-member-id={item.id}
    >
      <div className="mcard__media">
        <ProfileImage
          name={item.picture}
          gender={item.gender}
          alt={t('card.photoAlt', { nickname: item.nickname })}
          size={IMAGE_SIZES.card}
          saverSize={SAVER_SIZES.cardMedia}
          eager={eager}
          className="mcard__photo"
        />
        <div className="mcard__shade" aria-hidden="true" />
        {heart ? (
          <div className="mcard__heart" aria-hidden="true">
            <IconHeart filled size={72} />
          </div>
        ) : null}
        <div className="mcard__info">
          <h3 className="mcard__name">
            {/* Its ::after covers the whole photo: the photo is the tap target that opens the profile. */}
            <button type="button" className="mcard__open" onClick={open} aria-label={t('card.viewProfile', { nickname: item.nickname })}>
              {item.nickname}
            </button>
            {item.online ? (
              <span className="mcard__status">
                <span className="status-dot" aria-hidden="true" />
                <span className="visually-hidden">{t('card.online')}</span>
              </span>
            ) : null}
          </h3>
          <p className="mcard__meta">
            {item.years !== null ? <span className="mcard__age">{t('card.years', { count: item.years })}</span> : null}
            <span className="mcard__loc">{item.location}</span>
          </p>
        </div>
      </div>
      <MemberActions
        id={item.id}
        variant="card"
        className="mcard__actions"
        holdButtons={heart}
        disabled={leaving}
        nickname={item.nickname}
      />
    </article>
  );
});
