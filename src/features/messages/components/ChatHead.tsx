import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { selectChatPresence } from '@/features/realtime';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { IconButton } from '@/shared/ui/Button';
import { IconMore, IconVideo } from '@/shared/ui/icons';
import { ModalBar } from '@/shared/ui/ModalBar';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { messagesActions } from '../slice';
import type { ChatHeader } from '../types';
import { isSystemUser, SystemAvatar } from './SystemAvatar';

interface ChatHeadProps {
  userId: number;
  header: ChatHeader | null;
  /** A special (notice or matching) user: A §2 hides only the input for them, so the bar stays whole. */
  special: boolean;
  onClose: () => void;
}

/** The conversation's top bar: back, the member's photo, name and presence, video call and the report menu. */
export function ChatHead({ userId, header, onClose }: ChatHeadProps) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const presence = useAppSelector((s) => selectChatPresence(s, userId));
  const nickname = header?.nickname ?? '';
  const status = presence.typing ? t('view.typing') : presence.online ? t('view.online') : '';
  return (
    <ModalBar kind="back" label={t('view.back')} onClose={onClose} className="chat-head">
      <span className="chat-head__avatar">
        {isSystemUser(userId) ? (
          <SystemAvatar size={40} />
        ) : (
          <ProfileImage name={header?.picture} alt="" gender={header?.gender} size={IMAGE_SIZES.thumb} ratio="1" eager />
        )}
        {presence.online ? <span className="chat-head__dot" aria-hidden="true" /> : null}
      </span>
      <span className="chat-head__who">
        <h2 id="chat-title" className="chat-head__name">
          {nickname || (
            <>
              {'\u00a0'}
              {/* Before the member is known (loading, or an error): the heading still names the dialog. */}
              <span className="visually-hidden">{t('view.title')}</span>
            </>
          )}
        </h2>
        <span
          className={`chat-head__status${presence.typing ? ' chat-head__status--typing' : ''}`}
          data-testid="chat-status"
          aria-live="polite"
        >
          {status}
        </span>
      </span>
      {/* MSG-20: also for special users (A §2 hides only their input). */}
      <IconButton label={t('view.videoCall')} onClick={() => dispatch(messagesActions.videoCallAsked({ userId, nickname }))}>
        <IconVideo />
      </IconButton>
      <IconButton label={t('view.menu')} aria-haspopup="dialog" onClick={() => dispatch(messagesActions.chatMenuOpened({ userId }))}>
        <IconMore size={22} />
      </IconButton>
    </ModalBar>
  );
}
