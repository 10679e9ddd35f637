/**
 * Modal dialog on the native <dialog> element: showModal() makes the page inert (focus stays inside),
 * Esc closes it, and focus returns to what opened it. Bottom sheet on phones, centred card on desktop.
 * While open, a navigation (Back, a link, a saga) closes it and is stopped (SHELL-31, navigation-hold.ts).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { RouteModalContext, useIsRouteModal, useNavigationHold } from './navigation-hold';
import './ui.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  testId?: string;
  /**
   * Whether the dialog is open right now, for a dialog whose state lives in the store (`useStoreDialog`
   * in @/store gives `open` and `isOpen` together): a navigation right after a button closed it goes through.
   */
  isOpen?: () => boolean;
}

export function Dialog({ open, onClose, title, label, children, actions, className, testId, isOpen }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  // A route's own modal drawn as a Dialog (photo-uploaded) closes with its history entry instead.
  const routeModal = useIsRouteModal();
  useNavigationHold(open && !routeModal, onClose, isOpen);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);

  useEffect(
    () => () => {
      const o = opener.current;
      if (o instanceof HTMLElement && o.isConnected) o.focus();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => {
        const o = opener.current;
        if (o instanceof HTMLElement && o.isConnected) o.focus();
      }}
    >
      {open ? (
        <RouteModalContext.Provider value={false}>
          <div className="dialog__body">
            {title ? (
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
            ) : null}
            {children}
          </div>
          {actions ? <div className="dialog__actions">{actions}</div> : null}
        </RouteModalContext.Provider>
      ) : null}
    </dialog>
  );
}
