import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
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

/** Where :modal is not known (jsdom: its dialogs open with the attribute alone), every open dialog counts as modal. */
const isModal = (d: Element) =>
  typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || !CSS.supports('selector(:modal)') || d.matches(':modal');

/**
 * The topmost open modal dialog (a conversation, a profile...), or null: a modal <dialog> sits in the
 * top layer and makes the rest of the page inert, so an offer outside it would be hidden and unusable.
 */
function useTopModal(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => setHost([...document.querySelectorAll<HTMLElement>('dialog[open]')].filter(isModal).at(-1) ?? null);
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return host;
}

/**
 * PWA update prompt: a new service worker installed in the background is waiting; 'Actualizar' activates
 * it and reloads once. Never offered mid-typing: it waits until the member leaves the field. Over an open
 * modal dialog it shows inside that dialog (the only part of the page the member can see and use).
 */
export function UpdatePrompt() {
  const visible = useAppSelector(selectUpdateAvailable);
  const typing = useTyping();
  if (!visible || typing) return null;
  return <UpdateOffer />;
}

function UpdateOffer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const modal = useTopModal();
  const offer = (
    <div className={modal ? 'update-prompt update-prompt--in-dialog' : 'update-prompt'} role="status" data-testid="update-prompt">
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
  return modal ? createPortal(offer, modal) : offer;
}
