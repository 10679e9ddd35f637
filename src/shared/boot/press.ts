/**
 * A press made on a static copy of a screen (the prerendered home, a route's static first screen)
 * before the app has taken over: the boot loader (src/app/boot/loader/) marks it and keeps where it
 * was; the app's page, once it is there, receives it on the same link or button. One definition for
 * the loader's bundle and the app's.
 */

/**
 * What a member can press on a static screen: its links and buttons, and its text boxes and pickers (a
 * conversation's text box, my profile's fields), focused once the app's are there.
 */
export const PRESSABLE = 'a[href],button,textarea,input,select';

/** The press is on its way to the app: the element shows it is busy, the page that it is booting. */
export function markPressed(target: Element): void {
  target.setAttribute('aria-busy', 'true');
  document.documentElement.classList.add('is-booting');
}

/** The app's page is in: the press reaches its element (focused, then clicked), or nothing if there is none. */
export function pressAgain(target: HTMLElement | null | undefined): void {
  document.documentElement.classList.remove('is-booting');
  target?.focus();
  target?.click();
}
