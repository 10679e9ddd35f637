/**
 * SHELL-32 (A §2, B §2): moving from the paywall to a message view sets the skip flag for that
 * member's conversation (Back or 'Cerrar' on a paywall that a 402 opened over it). Set here, where the
 * modal changes, in the layout phase: before the message view's own effects ask for its initial load,
 * which the messages saga then skips. Opening the paywall sets nothing.
 */
import { useLayoutEffect, useRef } from 'react';
import { useAppDispatch } from '@/store';
import { messageViewSkipSet } from '@/features/messages/boot';
import { routeId } from '@/shared/lib/wire';

export function useMessageViewSkip(modal: string | null, id: string | null): void {
  const dispatch = useAppDispatch();
  const prev = useRef<string | null>(null);
  useLayoutEffect(() => {
    const was = prev.current;
    prev.current = modal;
    const member = routeId(id);
    if (was === 'pay-wall' && modal === 'message-view' && member !== null) dispatch(messageViewSkipSet(member));
  }, [modal, id, dispatch]);
}
