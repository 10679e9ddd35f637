/**
 * A full-screen modal on the native <dialog>: shown with showModal() while it is mounted (the page
 * behind goes inert, focus stays inside) and closed when it unmounts. Escape never closes it by
 * itself: `onEscape` decides (a modal may keep itself open while something is open over it).
 */
import { forwardRef, useImperativeHandle, useRef, type DialogHTMLAttributes } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ModalScreenProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'onCancel' | 'open'> {
  onEscape: () => void;
  testId?: string;
}

export const ModalScreen = forwardRef<HTMLDialogElement | null, ModalScreenProps>(function ModalScreen(
  { onEscape, testId, children, ...dialog },
  outer,
) {
  const ref = useRef<HTMLDialogElement>(null);
  useImperativeHandle<HTMLDialogElement | null, HTMLDialogElement | null>(outer, () => ref.current, []);
  useModalDialog(ref);
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
      {children}
    </dialog>
  );
});
