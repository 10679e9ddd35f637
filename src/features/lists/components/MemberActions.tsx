/**
 * The like / dislike / message buttons of a member, and their state, in one place (issue 15): the
 * dashboard card (DASH-05) and the profile view (PROF-04) both render this. Once the member is liked
 * the three buttons become one 'Enviale un mensaje' button; if the like came from here, the focus
 * moves to it (the button that had it is gone).
 */
import { useEffect, useRef } from 'react';
import { useAppSelector, useFeature } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { IconChat, IconClose, IconHeart } from '@/shared/ui/icons';
import { listsFeature } from '../feature';
import { listsActions } from '../slice';
import { selectIsLiked, selectPendingActionOf } from '../selectors';
import './member-actions.css';
import '../i18n';

export interface MemberActionsProps {
  id: number;
  /** Named in the buttons' labels. */
  nickname: string;
  /** 'card': compact, on the card's footer; 'profile': large, sticky in the profile view. */
  variant: 'card' | 'profile';
  /** Keep the three buttons a moment after a like (the card's heart animation). */
  holdButtons?: boolean;
  /**
   * The card is leaving (disliked): no more taps. The buttons stay focusable (aria-disabled, not
   * disabled): a browser drops the focus from a control disabled under it to the body, and the card
   * hands a focus inside it to the next card when it leaves.
   */
  disabled?: boolean;
  className?: string;
}

/** The member's liked state as every screen shows it (selectIsLiked: the lists own it). */
export function useIsLiked(id: number): boolean {
  return useAppSelector((s) => selectIsLiked(s, id));
}

export function MemberActions({ id, nickname, variant, holdButtons = false, disabled = false, className = '' }: MemberActionsProps) {
  // Its feature's saga (the likes and dislikes) runs once this code has loaded, on any screen.
  const { t, dispatch } = useFeature(listsFeature);
  const liked = useIsLiked(id);
  const label = (text: 'like' | 'dislike' | 'message') => t(`card.${text}`, { nickname });
  // Opens the conversation with the member.
  const onMessage = () => dispatch(modalOpenRequested({ modal: 'message-view', id }));
  const pending = useAppSelector((s) => selectPendingActionOf(s, id));
  const busy = (action: 'like' | 'dislike') => pending === action || undefined;
  const sendRef = useRef<HTMLButtonElement>(null);
  const focusSend = useRef(false);
  const single = liked && !holdButtons;

  useEffect(() => {
    if (single && focusSend.current) {
      focusSend.current = false;
      sendRef.current?.focus();
    }
  }, [single]);

  const size = variant === 'profile' ? 26 : 20;
  return (
    <div className={`macts macts--${variant} ${className}`.trim()} data-testid="member-actions">
      {single ? (
        <button type="button" ref={sendRef} className="macts__send" onClick={onMessage}>
          <IconChat size={variant === 'profile' ? 20 : 18} />
          {t('card.sendMessage')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="icon-btn round-btn round-btn--dislike"
            onClick={() => {
              if (!disabled) dispatch(listsActions.dislikeRequested({ id, nickname }));
            }}
            aria-label={label('dislike')}
            aria-busy={busy('dislike')}
            aria-disabled={disabled || undefined}
          >
            <IconClose size={size} />
          </button>
          <button type="button" className="icon-btn round-btn round-btn--message" onClick={onMessage} aria-label={label('message')}>
            <IconChat size={size - 2} />
          </button>
          <button
            type="button"
            className={`icon-btn round-btn round-btn--like${liked ? ' is-liked' : ''}`}
            onClick={() => {
              if (disabled) return;
              // A like from here: the focus follows to 'Enviale un mensaje' once it replaces the buttons.
              focusSend.current = true;
              dispatch(listsActions.likeRequested({ id }));
            }}
            aria-label={label('like')}
            aria-pressed={liked}
            aria-busy={busy('like')}
            aria-disabled={disabled || undefined}
          >
            <IconHeart size={size} filled={liked} />
          </button>
        </>
      )}
    </div>
  );
}
