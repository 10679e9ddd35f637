/**
 * A card of the likes, matches, visits and dislikes lists (LIST-02..07): avatar, nickname, 'NN años'
 * and 'province - city'; tapping the avatar or the data opens the profile view (LIST-03). Matches and
 * visits have a message button (LIST-04, LIST-06), 'Te gustan' a close button that undoes the like
 * (LIST-05), 'No me gustan' a button that reverses the dislike (LIST-07).
 */
import { memo, type ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconChat, IconClose, IconUndo } from '@/shared/ui/icons';
import { selectPendingActionOf } from '../selectors';
import { listsActions } from '../slice';
import type { ListMember, MemberListKind } from '../types';

export type RowAction = 'message' | 'undo-like' | 'undo-dislike';

export const ROW_ACTIONS: Record<MemberListKind, RowAction> = {
  matches: 'message',
  likes: 'undo-like',
  visitsReceived: 'message',
  visitsSent: 'message',
  dislikes: 'undo-dislike',
};

/** Each list's one button: its look, its name, and what it asks for. */
const ROW_BUTTONS: Record<
  RowAction,
  { className: string; icon: ReactNode; label: string; short?: string; showsBusy: boolean; action: (id: number) => UnknownAction }
> = {
  message: {
    className: 'icon-btn round-btn round-btn--message',
    icon: <IconChat size={20} />,
    label: 'card.message',
    showsBusy: false,
    action: (id) => modalOpenRequested({ modal: 'message-view', id }),
  },
  'undo-like': {
    className: 'icon-btn round-btn round-btn--dislike',
    icon: <IconClose size={20} />,
    label: 'card.undoLike',
    showsBusy: true,
    action: (id) => listsActions.undoLikeRequested({ id }),
  },
  'undo-dislike': {
    className: 'pill-btn mrow__undo',
    icon: <IconUndo size={18} />,
    label: 'card.undoDislike',
    short: 'card.undoDislikeShort',
    showsBusy: true,
    action: (id) => listsActions.undoDislikeRequested({ id }),
  },
};

export const MemberRow = memo(function MemberRow({ item, action, eager }: { item: ListMember; action: RowAction; eager?: boolean }) {
  const { t } = useTranslation('lists');
  const dispatch = useAppDispatch();
  const busy = useAppSelector((s) => selectPendingActionOf(s, item.id)) !== null;
  const nickname = item.nickname || t('card.noName');
  const open = () => dispatch(modalOpenRequested({ modal: 'profile-view', id: item.id }));
  const button = ROW_BUTTONS[action];

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
        <button
          type="button"
          className={button.className}
          onClick={() => dispatch(button.action(item.id))}
          aria-label={t(button.label, { nickname })}
          aria-busy={(button.showsBusy && busy) || undefined}
        >
          {button.icon}
          {button.short ? <span aria-hidden="true">{t(button.short)}</span> : null}
        </button>
      </div>
    </article>
  );
});
