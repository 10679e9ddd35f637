/**
 * Focus return for the query-param modals (issue 21): when a modal opens over a page, the element that
 * had the focus (a card's control, a chat row) is remembered; when the last modal closes (Escape,
 * Back, the back arrow) the focus goes back to it, or, if the virtual grid re-rendered that card, to
 * the same member's card. A modal opened from another modal (profile → conversation) keeps the first
 * opener. Without this the focus dropped to the page body.
 */
import { useLayoutEffect, useRef } from 'react';

interface Opener {
  el: HTMLElement;
  memberId: string | undefined;
}

function findMemberControl(memberId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-member-id="${CSS.escape(memberId)}"] .mcard__open, [data-member-id="${CSS.escape(memberId)}"] button`,
  );
}

export function useFocusReturn(modal: string | null): void {
  const opener = useRef<Opener | null>(null);
  const prev = useRef<string | null>(null);
  useLayoutEffect(() => {
    const was = prev.current;
    prev.current = modal;
    if (modal && !was) {
      const el = document.activeElement;
      opener.current =
        el instanceof HTMLElement && el !== document.body
          ? { el, memberId: el.closest<HTMLElement>('[data-member-id]')?.dataset.memberId }
          : null;
      return;
    }
    if (!modal && was && opener.current) {
      const { el, memberId } = opener.current;
      opener.current = null;
      // After the dialog has gone (its own clean-up runs in this commit's effects).
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body && !active.closest('dialog')) return; // the member moved on
        const target = el.isConnected ? el : memberId ? findMemberControl(memberId) : null;
        target?.focus({ preventScroll: el.isConnected });
      });
    }
  }, [modal]);
}
