/**
 * SHELL-31 (A §2): any open dialog closes on navigation, and that navigation is stopped. The one way a
 * dialog does it: `Dialog` and `ModalScreen` call `useNavigationHold` while they are open, so every
 * dialog holds navigation without its owner doing anything. The app provides how to hold
 * (`NavigationHoldContext`: the app router's `block`, app/router/RouterView.tsx).
 *
 * A route's own modal (`?modal=`, drawn by app/modals/ModalHost.tsx) is the exception: it is a history
 * entry, so Back closes it by itself and the page under it stays. ModalHost marks its subtree with
 * `RouteModalContext`; the first Dialog or ModalScreen inside is that modal (it holds nothing) and
 * clears the mark for what it contains (a dialog over the modal holds navigation like any other).
 */
import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Holds every navigation (links, sagas, Back) while registered; the newest holder is asked first. It
 * answers `true` when it held the navigation (its dialog was open and is now closing) and `false` when
 * it has nothing open any more, which lets the navigation through. Returns the release.
 */
export type HoldNavigation = (onBlocked: () => boolean) => () => void;

export const NavigationHoldContext = createContext<HoldNavigation | null>(null);

/** True for the subtree of a route's own modal, until its dialog (see above). */
export const RouteModalContext = createContext(false);

/** True when the calling dialog is a route's own modal: it holds no navigation. */
export const useIsRouteModal = (): boolean => useContext(RouteModalContext);

/**
 * While `open`, a navigation closes the dialog (`close`) and is stopped. `isOpen` reads whether the
 * dialog is open at the moment a navigation asks; without it, what the last render showed. A dialog whose
 * state lives in the store gives it (`useStoreDialog` in @/store): a button that closes the dialog and
 * then navigates in the same tick (a saga taking the member elsewhere) is then let through, where the
 * last render would still say "open".
 */
export function useNavigationHold(open: boolean, close: () => void, isOpen?: () => boolean): void {
  const hold = useContext(NavigationHoldContext);
  const latest = useRef({ open, close, isOpen });
  latest.current = { open, close, isOpen };
  useEffect(() => {
    if (!open || !hold) return undefined;
    return hold(() => {
      const l = latest.current;
      if (!(l.isOpen ? l.isOpen() : l.open)) return false;
      l.close();
      return true;
    });
  }, [open, hold]);
}
