/**
 * A full-screen modal on the native <dialog>: shown with showModal() while it is mounted (the page
 * behind goes inert, focus stays inside) and closed when it unmounts. Escape never closes it by
 * itself: `onEscape` decides (a modal may keep itself open while something is open over it).
 *
 * A route's own modal (?modal=, ModalHost) closes with its history entry. Any other (a sheet over a page
 * or over a modal: the upload dialog) holds navigation while mounted: a navigation calls `onEscape` and
 * is stopped (SHELL-31, navigation-hold.ts).
 */
import { forwardRef, useImperativeHandle, useRef, type DialogHTMLAttributes } from 'react';
import { RouteModalContext, useIsRouteModal, useNavigationHold } from './navigation-hold';
import { useModalDialog } from './use-modal-dialog';

interface ModalScreenProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'onCancel' | 'open'> {
  onEscape: () => void;
  testId?: string;
  /** Whether it is still open right now (see Dialog's `isOpen`): a navigation once it has finished goes through. */
  isOpen?: () => boolean;
}

export const ModalScreen = forwardRef<HTMLDialogElement | null, ModalScreenProps>(function ModalScreen(
  { onEscape, testId, isOpen, children, ...dialog },
  outer,
) {
  const ref = useRef<HTMLDialogElement>(null);
  useImperativeHandle<HTMLDialogElement | null, HTMLDialogElement | null>(outer, () => ref.current, []);
  useModalDialog(ref);
  const routeModal = useIsRouteModal();
  useNavigationHold(!routeModal, onEscape, isOpen);
  return (
    <dialog
      {...dialog}
      ref={ref}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onEscape();
      }}
    >
      <RouteModalContext.Provider value={false}>{children}</RouteModalContext.Provider>
    </dialog>
  );
});
