/**
 * A full-screen modal on the native <dialog>: shown with showModal() while the component is mounted
 * (the page behind goes inert, focus stays inside), closed when it unmounts.
 */
import { useEffect, type RefObject } from 'react';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    return () => {
      if (el?.open && typeof el.close === 'function') el.close();
    };
  }, [ref]);
}
