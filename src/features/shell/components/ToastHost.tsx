import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { IconClose } from '@/shared/ui/icons';
import { toastTapped } from '../actions';
import { toastDismissed } from '../slice';
import { useDialogText } from './DialogText';

/** RT-20: a toast appears after 0.4 s and hides after 5 s. */
export const TOAST_DELAY_MS = 400;
export const TOAST_HIDE_MS = 5000;

/**
 * The toast host: shows a toast only while the queue holds exactly one entry (RT-19); the realtime
 * feature merges notifications into that entry and decides what a tap opens.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toasts = useAppSelector((s) => s.shell.toasts);
  const text = useDialogText();
  const toast = toasts.length === 1 ? toasts[0] : undefined;

  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(() => dispatch(toastDismissed()), TOAST_DELAY_MS + TOAST_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dispatch]);

  return (
    <div className="toast-region" role="region" aria-label={t('toast.region')} aria-live="polite">
      {toast ? (
        <div className="toast" data-testid="toast">
          <button type="button" className="toast__body" onClick={() => dispatch(toastTapped({ type: toast.type, id: toast.id }))}>
            <strong className="toast__title">{toast.title ? text(toast.title) : toast.nickname}</strong>
            {toast.text ? <span className="toast__text">{text(toast.text)}</span> : null}
          </button>
          <button type="button" className="icon-btn" aria-label={t('toast.dismiss')} onClick={() => dispatch(toastDismissed())}>
            <IconClose size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
