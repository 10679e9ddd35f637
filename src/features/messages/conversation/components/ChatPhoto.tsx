/**
 * A photo in a conversation (MSG-18, MSG-21): its 180x180 thumbnail, blurred with a hint while the
 * sender has not given permission, else a link to the original.
 *
 * With the data saver on (docs/data-saver.md) nothing is downloaded until the member
 * taps the placeholder, which keeps the photo's box and says what a tap does (the contract gives no
 * byte size for chat photos, so none is shown).
 */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { hostImageUrl } from '@/shared/lib/images';
import { IconCamera } from '@/shared/ui/icons';
import { useDataSaver } from '@/shared/ui/use-data-saver';
import { messagesActions, type ChatMessage } from '../../state';

/** A chat photo's path on the image host, or its absolute URL (the contract says "image path"; either is read). */
const imageUrl = (pathOrUrl: string) => hostImageUrl(pathOrUrl) || undefined;

interface ChatPhotoProps {
  images: NonNullable<ChatMessage['images']>;
  isMine: boolean;
  userId: number;
  nickname: string;
  imagePermission: boolean;
}

export const ChatPhoto = memo(function ChatPhoto({ images, isMine, userId, nickname, imagePermission }: ChatPhotoProps) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const saver = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const blurred = !isMine && !imagePermission;

  if (saver && !tapped) {
    return (
      <button type="button" className="photo-btn chat-photo chat-photo--saver" data-testid="photo-saver" onClick={() => setTapped(true)}>
        <IconCamera size={28} />
        <span>{t('view.photoSaver')}</span>
      </button>
    );
  }

  const img = (
    <img
      className={`chat-photo${blurred ? ' chat-photo--blurred' : ''}`}
      src={imageUrl(images.square180)}
      data-original={imageUrl(images.original)}
      width={180}
      height={180}
      alt={blurred ? '' : isMine ? t('view.photo') : t('view.photoFrom', { nickname })}
      loading="lazy"
      decoding="async"
    />
  );
  return blurred ? (
    <button
      type="button"
      className="photo-btn"
      data-testid="photo-blurred"
      onClick={() => dispatch(messagesActions.photoPermissionAsked({ userId }))}
    >
      {img}
      <span className="photo-btn__hint">{t('view.photoBlurred')}</span>
    </button>
  ) : (
    <a className="photo-btn" href={imageUrl(images.original)} target="_blank" rel="noopener noreferrer" data-testid="photo">
      {img}
    </a>
  );
});
