/**
 * The member's shell on every static first screen (./first-screen.ts): the prerendered toolbar's
 * samples (../static-shell.ts) kept or removed for the member of the early session answer, read by the
 * app's own reader (toSessionMember), so the static copy's toolbar is the one the app's first render
 * shows: the like-game button when me.like_game (SHELL-47), the messages button with the unread count
 * in its badge and label (SHELL-49). The side menu's contents are built by the app after its first
 * paint (src/app/frame/SideMenu.tsx): the prerendered menu is empty, as the app's first render.
 * Text and attribute values only. Returns the member, or null when the answer names no member as the
 * app reads it, or has a count the app would write in a form the samples do not give (not a whole
 * number, a million or more: another plural form); the screen is then not shown.
 */
import { toSessionMember, type SessionMember } from '@/features/session/first-screen';
import { SHELL_MESSAGE_SAMPLES, UNREAD_COUNT_SLOT } from '../static-shell';

export function fillShell(page: DocumentFragment, sessionBody: string): SessionMember | null {
  let answer: unknown;
  try {
    answer = JSON.parse(sessionBody);
  } catch {
    return null;
  }
  const member = toSessionMember(answer);
  if (!member) return null;
  const actions = page.querySelector('[data-testid="toolbar"] .toolbar__actions');
  // A screen without the member's toolbar shows nothing of the session.
  if (!actions) return member;
  const links = Array.from(actions.querySelectorAll('[data-testid="toolbar-messages"]'));
  const game = actions.firstElementChild;
  // The like-game button, search, the messages button's samples, the menu button.
  if (links.length !== SHELL_MESSAGE_SAMPLES.length || actions.children.length !== 3 + links.length || !game || game.tagName !== 'BUTTON')
    return null;
  const n = member.counters.messages;
  if (n > 0 && (!Number.isInteger(n) || n >= 1e6)) return null;
  const form = n > 0 ? SHELL_MESSAGE_SAMPLES.indexOf(n === 1 ? 1 : UNREAD_COUNT_SLOT) : SHELL_MESSAGE_SAMPLES.indexOf(0);
  const link = links[form];
  if (!link) return null;
  if (n > 1) {
    const badge = link.querySelector('.count-badge');
    const parts = (link.getAttribute('aria-label') ?? '').split(String(UNREAD_COUNT_SLOT));
    if (!badge || parts.length !== 2 || badge.textContent !== String(UNREAD_COUNT_SLOT)) return null;
    link.setAttribute('aria-label', parts.join(String(n)));
    badge.textContent = n > 99 ? '99+' : String(n);
  }
  for (const other of links) if (other !== link) other.remove();
  if (!member.me.likeGame) game.remove();
  return member;
}
