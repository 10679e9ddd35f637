/**
 * A card of the likes, matches, visits and dislikes lists (LIST-02..07): avatar, nickname, 'NN años'
 * and 'province - city'; tapping the avatar or the data opens the profile view (LIST-03). Matches and
 * visits have a message button (LIST-04, LIST-06), 'Te gustan' a close button that undoes the like
 * (LIST-05), 'No me gustan' a button that reverses the dislike (LIST-07).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { modalOpenRequested } from '@/features/shell';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconChat, IconClose, IconUndo } from '@/shared/ui/icons';
import { selectPendingMemberAction } from '../selectors';
import { undoDislikeRequested, undoLikeRequested } from '../slice';
import type { ListMember, MemberListKind } from '../types';

export type RowAction = 'message' | 'undo-like' | 'undo-dislike';

export const ROW_ACTIONS: Record<MemberListKind, RowAction> = {
  matches: 'message',
  likes: 'undo-like',
  visitsReceived: 'message',
  visitsSent: 'message',
  dislikes: 'undo-dislike',
};

export const MemberRow = memo(function MemberRow({ item, action, eager }: { item: ListMember; action: RowAction; eager?: boolean }) {
  const { t } = useTranslation('lists');
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingMemberAction);
  const busy = pending?.id === item.id;
  const nickname = item.nickname || t('card.noName');
  const open = () => dispatch(modalOpenRequested({ modal: 'profile-view', id: item.id }));

  return (
    <article className="mrow" data-testid="list-card" data-member-id={item.id}>
      <button type="button" className="mrow__open" onClick={open} aria-label={t('card.viewProfile', { nickname })}>
        <ProfileImage
          name={item.picture}
          gender={item.gender}
          alt={t('card.photoAlt', { nickname })}
          size={IMAGE_SIZES.thumb}
          ratio="1"
          eager={eager}
          className="mrow__avatar"
        />
        <span className="mrow__data">
          <span className="mrow__name">{nickname}</span>
          {item.years !== null ? <span className="mrow__age">{t('card.years', { count: item.years })}</span> : null}
          <span className="mrow__loc">
            {item.province} - {item.city}
          </span>
        </span>
      </button>
      <div className="mrow__actions">
        {action === 'message' ? (
          <button
            type="button"
            className="round-btn round-btn--message"
            onClick={() => dispatch(modalOpenRequested({ modal: 'message-view', id: item.id }))}
            aria-label={t('card.message', { nickname })}
          >
            <IconChat size={20} />
          </button>
        ) : null}
        {action === 'undo-like' ? (
          <button
            type="button"
            className="round-btn round-btn--dislike"
            onClick={() => dispatch(undoLikeRequested({ id: item.id }))}
            aria-label={t('card.undoLike', { nickname })}
            aria-busy={busy || undefined}
          >
            <IconClose size={20} />
          </button>
        ) : null}
        {action === 'undo-dislike' ? (
          <button
            type="button"
            className="pill-btn mrow__undo"
            onClick={() => dispatch(undoDislikeRequested({ id: item.id }))}
            aria-label={t('card.undoDislike', { nickname })}
            aria-busy={busy || undefined}
          >
            <IconUndo size={18} />
            <span aria-hidden="true">{t('card.undoDislikeShort')}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
});
