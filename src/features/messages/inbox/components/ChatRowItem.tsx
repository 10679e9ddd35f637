import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { formatListDate } from '@/shared/lib/format';
import { placeholderIndex, rowPreview, type ChatRow } from '../../state';
import { IconCheck } from '@/shared/ui/icons';
import { IconLock } from '../../components/icons';
import { useLongPress } from './useLongPress';
import { isSystemUser, SystemAvatar } from '../../components/SystemAvatar';

/** MSG-04: an unreadable chat shows a placeholder text, picked per member so it does not flicker. */
export function placeholderFor(userId: number, placeholders: string[]): string {
  if (placeholders.length === 0) return '';
  return placeholders[placeholderIndex(userId, placeholders.length)] ?? '';
}

interface Props {
  row: ChatRow;
  onTap: (row: ChatRow) => void;
  onLongPress: (row: ChatRow) => void;
}

/** MSG-03: nickname, date, text (or a locked, blurred placeholder) and an unread badge. */
export const ChatRowItem = memo(function ChatRowItem({ row, onTap, onLongPress }: Props) {
  const { t } = useTranslation('messages');
  const press = useLongPress(
    () => onLongPress(row),
    () => onTap(row),
  );
  const placeholders = t('list.placeholders', { returnObjects: true }) as unknown as string[];
  const preview = !row.canRead
    ? placeholderFor(row.userId, Array.isArray(placeholders) ? placeholders : [])
    : row.messageType === 2
      ? t('list.image')
      : row.messageType === 3
        ? t('list.videoCall')
        : rowPreview(row.messageText);

  return (
    <li
      className={`chat-row${row.selected ? ' chat-row--selected' : ''}${row.unread > 0 ? ' chat-row--unread' : ''}`}
      data-testid="chat-row"
    >
      <button type="button" className="row-btn chat-row__btn" aria-pressed={row.selected} {...press}>
        <span className="chat-row__avatar">
          {isSystemUser(row.userId, row.messageType) ? (
            <SystemAvatar size={52} />
          ) : (
            <ProfileImage name={row.userImg} alt="" gender={row.userGenderId} size={IMAGE_SIZES.thumb} ratio="1" />
          )}
          {row.selected ? (
            <span className="chat-row__check">
              <IconCheck />
            </span>
          ) : null}
        </span>
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__name">{row.userName}</span>
            <time className="chat-row__date" dateTime={row.date}>
              {formatListDate(new Date(row.date), Date.now(), t('list.yesterday'))}
            </time>
          </span>
          <span className="chat-row__bottom">
            {row.canRead ? (
              <span className="chat-row__text">{preview}</span>
            ) : (
              <span className="chat-row__locked" data-testid="chat-row-locked">
                <IconLock />
                <span className="chat-row__blur" aria-hidden="true">
                  {preview}
                </span>
                <span className="visually-hidden">{t('list.locked')}</span>
              </span>
            )}
            {row.unread > 0 ? (
              <span className="count-badge chat-row__badge" aria-label={t('list.unread', { count: row.unread })}>
                {row.unread > 99 ? '99+' : row.unread}
              </span>
            ) : null}
          </span>
          {row.selected ? <span className="visually-hidden">{t('list.selectedRow')}</span> : null}
        </span>
      </button>
    </li>
  );
});
