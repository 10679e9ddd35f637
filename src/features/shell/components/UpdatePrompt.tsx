import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { Button } from '@/shared/ui/Button';
import { selectUpdateAvailable, updateAccepted, updateDismissed } from '../slice';
import './shell.css';

const isEditable = (el: Element | null) =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file', 'color'].includes(el.type)) ||
  (el instanceof HTMLElement && el.isContentEditable);

/** True while the member is writing in a field (the update offer waits: a reload would cost them the text). */
function useTyping(): boolean {
  const [typing, setTyping] = useState(() => typeof document !== 'undefined' && isEditable(document.activeElement));
  useEffect(() => {
    const update = () => setTyping(isEditable(document.activeElement));
    // focusout fires before the next element has the focus: read it once the move is done.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}

/**
 * PWA update prompt: a new service worker installed in the background is waiting; 'Actualizar' activates
 * it and reloads once. Never offered mid-typing: it waits until the member leaves the field.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectUpdateAvailable);
  const typing = useTyping();
  if (!visible || typing) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('update.text')}</span>
      <div className="update-prompt__actions">
        <Button variant="ghost" onClick={() => dispatch(updateDismissed())}>
          {t('update.dismiss')}
        </Button>
        <Button variant="light" onClick={() => dispatch(updateAccepted())}>
          {t('update.accept')}
        </Button>
      </div>
    </div>
  );
}
