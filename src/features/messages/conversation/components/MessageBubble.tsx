import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS, useAppDispatch } from '@/store';
import { emojiClass } from '../emoji';
import { ChatPhoto } from './ChatPhoto';
import { parseNotice } from '../notice';
import { stampOf } from '../stamp';
import { messagesActions, type ChatMessage, type OutboxEntry } from '../../state';
import { IconAlert, IconVideo } from '../../components/icons';

interface BubbleProps {
  m: ChatMessage;
  userId: number;
  nickname: string;
  imagePermission: boolean;
}

/** One conversation message (MSG-18, MSG-19, MSG-21, MSG-30, MSG-36, MSG-37). */
export const MessageBubble = memo(function MessageBubble({ m, userId, nickname, imagePermission }: BubbleProps) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const notice = useMemo(() => (m.tipoMensaje === -1 ? parseNotice(m.texto) : null), [m.tipoMensaje, m.texto]);

  if (notice) {
    return (
      <li className="msg msg--notice" data-testid="msg-notice">
        <div className="notice-card">
          <strong className="notice-card__title">{notice.title || t('view.noticeTitle')}</strong>
          {notice.body ? <p className="notice-card__body">{notice.body}</p> : null}
          <time className="msg__hour">{m.hour}</time>
        </div>
      </li>
    );
  }
  if (m.tipoMensaje === 4) {
    return (
      <li className="msg msg--notice" data-testid="msg-matching">
        <div className="notice-card notice-card--match">
          {/* The 'Recomendados' sender's notice (not a match: '¡Se gustan!' is the match modal's). */}
          <strong className="notice-card__title">{t('view.recommendedTitle')}</strong>
          <p className="notice-card__body">{m.texto}</p>
          <Link to={PATHS.MATCHING} className="btn btn--primary btn--sm notice-card__cta">
            {t('view.recommendedCta')}
          </Link>
          <time className="msg__hour">{m.hour}</time>
        </div>
      </li>
    );
  }

  const side = m.isMine ? 'msg--mine' : 'msg--theirs';
  let content;
  if (m.tipoMensaje === 3) {
    content = m.isMine ? (
      <span className="bubble bubble--video">
        {/* The sender's side: an invitation sent (MSG-19's 'Tenes una videollamada' is the receiver's). */}
        <IconVideo size={18} /> {t('view.videoInviteSent')}
      </span>
    ) : (
      <span className="bubble bubble--video" data-testid="video-invite">
        <span className="bubble--video__label">
          <IconVideo size={18} /> {t('view.videoInvite')}
        </span>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => dispatch(messagesActions.videoInviteAccepted({ url: m.texto }))}
        >
          {t('view.accept')}
        </button>
      </span>
    );
  } else if (m.tipoMensaje === 2 && m.images) {
    content = <ChatPhoto images={m.images} isMine={m.isMine} userId={userId} nickname={nickname} imagePermission={imagePermission} />;
  } else {
    const emoji = emojiClass(m.texto);
    content = <span className={`bubble${emoji ? ` bubble--emoji ${emoji}` : ''}`}>{m.texto}</span>;
  }
  return (
    <li className={`msg ${side}`} data-testid="msg" data-id={m.id}>
      {content}
      <time className="msg__hour" dateTime={stampOf(m)}>
        {m.hour}
      </time>
    </li>
  );
});

/**
 * An optimistic entry of the send queue: sending, or hour 'X' with retry (MSG-33, MSG-34); once the
 * server took it without naming the message (status `sent`), a sent message with its hour.
 */
export const OutboxBubble = memo(function OutboxBubble({ e }: { e: OutboxEntry }) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  if (e.status === 'sent') {
    return (
      // A sent message, as the member sees it (no longer a pending one): only its id is still unknown.
      <li className="msg msg--mine" data-testid="msg" data-status={e.status}>
        {e.type === 2 && e.preview ? (
          <span className="photo-btn" data-testid="photo">
            <img className="chat-photo" src={e.preview} width={180} height={180} alt={t('view.photo')} />
          </span>
        ) : (
          <span className="bubble">{e.text}</span>
        )}
        <time className="msg__hour" dateTime={e.delivered?.at}>
          {e.delivered?.hour}
        </time>
      </li>
    );
  }
  const failed = e.status !== 'sending';
  const retry = () => dispatch(messagesActions.retryRequested({ localId: e.localId }));
  const discard = () => dispatch(messagesActions.outboxDiscarded({ localId: e.localId }));
  return (
    <li className={`msg msg--mine msg--pending${failed ? ' msg--failed' : ''}`} data-testid="msg-pending" data-status={e.status}>
      {e.type === 2 && e.preview ? (
        <span className="photo-btn">
          <img className="chat-photo" src={e.preview} width={180} height={180} alt={t('view.photo')} />
        </span>
      ) : (
        <span className="bubble">{e.text}</span>
      )}
      {failed ? (
        <span className="msg__failed">
          <time className="msg__hour msg__hour--x" aria-label={t('view.failed')}>
            {'X'}
          </time>
          <IconAlert />
          <span>{e.status === 'queued' ? t('view.queued') : t('view.failed')}</span>
          <button type="button" className="link-btn" onClick={retry}>
            {t('view.retrySend')}
          </button>
          <button type="button" className="link-btn link-btn--muted" onClick={discard}>
            {t('view.discard')}
          </button>
        </span>
      ) : (
        <span className="msg__hour msg__hour--sending" aria-label={t('view.sending')}>
          <span className="dots" aria-hidden="true" />
        </span>
      )}
    </li>
  );
});
