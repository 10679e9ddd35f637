import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { composerChanged } from '@/features/realtime';
import { IconButton } from '@/shared/ui/Button';
import { IconImage, IconSend } from '../../components/icons';
import { ACCEPTED_IMAGE_TYPES, checkAttachment, registerAttachment } from '../../outbox';
import { messagesActions } from '../../state';

/** The input bar (MSG-18, MSG-32, MSG-35) and own typing reports (RT-17). */
export function Composer({ userId }: { userId: number }) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim()) return; // MSG-32
    dispatch(messagesActions.sendRequested({ userId, text }));
    setText('');
  };
  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value);
    setError(null);
    dispatch(composerChanged({ userId, empty: e.target.value.trim() === '' }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const check = checkAttachment(f);
    if (check !== 'ok') {
      setError(check === 'tooBig' ? t('input.tooBig') : t('input.imagesOnly'));
      return;
    }
    setError(null);
    dispatch(messagesActions.sendRequested({ userId, text: '', attachment: registerAttachment(f) }));
  };

  return (
    <form className="chat-input" onSubmit={submit} data-testid="composer">
      {error ? (
        <p className="chat-input__error" role="alert" id="composer-error">
          {error}
        </p>
      ) : null}
      <IconButton label={t('input.attach')} aria-describedby="composer-accepted" onClick={() => file.current?.click()}>
        <IconImage />
      </IconButton>
      <span id="composer-accepted" className="visually-hidden">
        {t('input.accepted')}
      </span>
      <input ref={file} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} hidden onChange={onFile} data-testid="attach-input" />
      <textarea
        className="chat-input__text"
        rows={1}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        placeholder={t('input.placeholder')}
        aria-label={t('input.label')}
        aria-describedby={error ? 'composer-error' : undefined}
        maxLength={2000}
      />
      <button type="submit" className="chat-input__send" aria-label={t('input.send')} disabled={!text.trim()}>
        <IconSend />
      </button>
    </form>
  );
}
