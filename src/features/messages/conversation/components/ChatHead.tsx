import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectChatPresence } from '@/features/realtime';
import { modalOpenRequested } from '@/features/shell';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { IconButton } from '@/shared/ui/Button';
import { IconMore } from '@/shared/ui/icons';
import { IconVideo } from '../../components/icons';
import { ModalBar } from '@/shared/ui/ModalBar';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { messagesActions, type ChatHeader } from '../../state';
import { isSystemUser, SystemAvatar } from '../../components/SystemAvatar';

interface ChatHeadProps {
  userId: number;
  header: ChatHeader | null;
  /** A special (notice or matching) user: A §2 hides only the input for them, so the bar stays whole. */
  special: boolean;
  onClose: () => void;
}

/**
 * The conversation's top bar: back, the member's photo, name and presence, video call and the report
 * menu. The photo and name are one button that opens the member's profile (not for system senders).
 */
export function ChatHead({ userId, header, special, onClose }: ChatHeadProps) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const presence = useAppSelector((s) => selectChatPresence(s, userId));
  const nickname = header?.nickname ?? '';
  const status = presence.typing ? t('view.typing') : presence.online ? t('view.online') : '';
  // Tapping the member (photo or name) opens their profile; not for the system senders (issue 30).
  const canOpenProfile = Boolean(header) && !special && !isSystemUser(userId);
  const avatar = (
    <span className="chat-head__avatar">
      {special || isSystemUser(userId) ? (
        <SystemAvatar size={40} />
      ) : (
        <ProfileImage name={header?.picture} alt="" gender={header?.gender} size={IMAGE_SIZES.thumb} ratio="1" eager />
      )}
      {presence.online ? <span className="chat-head__dot" aria-hidden="true" /> : null}
    </span>
  );
  const name = nickname || (
    <>
      {'\u00a0'}
      {/* Before the member is known (loading, or an error): the heading still names the dialog. */}
      <span className="visually-hidden">{t('view.title')}</span>
    </>
  );
  return (
    <ModalBar kind="back" label={t('view.back')} onClose={onClose} className="chat-head">
      {canOpenProfile ? null : avatar}
      <span className={`chat-head__who${canOpenProfile ? ' chat-head__who--person' : ''}`}>
        <h2 id="chat-title" className="chat-head__name">
          {canOpenProfile ? (
            <button
              type="button"
              className="chat-head__person"
              aria-describedby="chat-head-profile"
              data-testid="chat-head-person"
              onClick={() => dispatch(modalOpenRequested({ modal: 'profile-view', id: userId }))}
            >
              {avatar}
              <span className="chat-head__nick">{name}</span>
            </button>
          ) : (
            name
          )}
        </h2>
        {canOpenProfile ? (
          <span id="chat-head-profile" className="visually-hidden">
            {t('view.openProfile')}
          </span>
        ) : null}
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
