import { Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/store';
import { isModalName } from '@/store';
import { modalCloseRequested } from '@/features/shell';
import { RouteModalContext } from '@/shared/ui/navigation-hold';
import { ScreenBoundary } from '@/shared/ui/ScreenBoundary';
import { modalRegistry } from './registry';
import { useFocusReturn } from './useFocusReturn';
import { useMessageViewSkip } from './useMessageViewSkip';

/**
 * Renders the query-param modal (SHELL-29): ?modal=<name>&id=, every modal with the same props (the paywall reads its own &cantBuy=). Opening pushes a history entry,
 * so Back closes the modal and stays on the page (SHELL-31): the modal is marked a route's own
 * (RouteModalContext), so its dialog does not hold navigation; dialogs opened over it do.
 */
export function ModalHost() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  // Stable, so a modal's effects that depend on onClose do not re-run on every location change.
  const onClose = useCallback(() => dispatch(modalCloseRequested()), [dispatch]);
  const name = params.get('modal');
  const id = params.get('id');
  useFocusReturn(isModalName(name) ? name : null);
  useMessageViewSkip(isModalName(name) ? name : null, id);
  if (!isModalName(name)) return null;
  const Modal = modalRegistry[name];
  return (
    // A modal that crashes (or whose code did not arrive) is contained in its own dialog, with 'Reintentar' and 'Cerrar'.
    <RouteModalContext.Provider value>
      <ScreenBoundary key={`${name}:${id ?? ''}`} onClose={onClose}>
        <Suspense fallback={null}>
          <Modal id={id} onClose={onClose} />
        </Suspense>
      </ScreenBoundary>
    </RouteModalContext.Provider>
  );
}
