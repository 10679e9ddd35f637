/**
 * The member's shell on every static first screen (./shell.ts): the prerendered toolbar's samples kept
 * or removed for the member of the early session answer, in every shape the contract allows (like_game
 * as a boolean, 1/0 or its digits; counters as numbers or digit strings, absent), and no static screen
 * for an answer the app would not read as a member. (That the result is the app's own toolbar, to the
 * attribute: ../prerender.test.tsx.)
 */
import { fillShell } from './shell';

let template = '';
beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  template = await renderFirstScreen('my-profile');
});

/** The template's copy filled for `answer` (an object is sent as JSON), or null when it is declined. */
function fill(answer: unknown): DocumentFragment | null {
  const tpl = document.createElement('template');
  tpl.innerHTML = template;
  const page = tpl.content;
  return fillShell(page, typeof answer === 'string' ? answer : JSON.stringify(answer)) ? page : null;
}
const session = (me: Record<string, unknown>, counters?: unknown) => ({ token: 't', me: { id: 12, ...me }, counters });
const toolbar = (page: DocumentFragment | null) => {
  const actions = page?.querySelector('[data-testid="toolbar"] .toolbar__actions');
  const links = [...(actions?.querySelectorAll('[data-testid="toolbar-messages"]') ?? [])];
  return {
    buttons: [...(actions?.children ?? [])].map((el) => el.getAttribute('aria-label')),
    badge: links[0]?.querySelector('.count-badge')?.textContent ?? null,
    links: links.length,
  };
};
const LIKE_GAME = '¿Quién te gusta más?';

describe('boot loader: the static shell', () => {
  it('[SHELL-45][SHELL-47][SHELL-49] a member who plays the like game, with 6 unread messages: the like-game button, the badge and its label', () => {
    expect(toolbar(fill(session({ like_game: true }, { visits: 1, matches: 2, messages: 6 })))).toEqual({
      buttons: [LIKE_GAME, 'Buscar', 'Mensajes, 6 sin leer', 'Abrir menú'],
      badge: '6',
      links: 1,
    });
  });

  it('[SHELL-47][SHELL-49] one unread message: the form of one; none, or counters absent: no badge; no like game: no button', () => {
    expect(toolbar(fill(session({ like_game: false }, { visits: 0, matches: 0, messages: 1 })))).toEqual({
      buttons: ['Buscar', 'Mensajes, 1 sin leer', 'Abrir menú'],
      badge: '1',
      links: 1,
    });
    for (const counters of [{ visits: 0, matches: 0, messages: 0 }, undefined, null, 'x', { messages: -3 }, { messages: 'abc' }])
      expect(toolbar(fill(session({}, counters)))).toEqual({ buttons: ['Buscar', 'Mensajes', 'Abrir menú'], badge: null, links: 1 });
  });

  it("[SHELL-47][SHELL-49][OPEN-18] the contract's other readings: like_game as 1 or '1', counters and the member's id as digit strings, a count above 99 as '99+'", () => {
    for (const like of [1, '1', true])
      expect(toolbar(fill({ me: { id: '12', like_game: like }, counters: { messages: '150' } }))).toEqual({
        buttons: [LIKE_GAME, 'Buscar', 'Mensajes, 150 sin leer', 'Abrir menú'],
        badge: '99+',
        links: 1,
      });
    for (const like of [0, '0', false, null, 'no'])
      expect(toolbar(fill(session({ like_game: like }, { messages: '2' }))).buttons).toEqual([
        'Buscar',
        'Mensajes, 2 sin leer',
        'Abrir menú',
      ]);
  });

  it('[SHELL-49][OPEN-18] no static screen when the answer names no member as the app reads it, or has a count the app writes in another form', () => {
    for (const answer of ['', 'no json', '[]', 'null', { me: null }, { me: {} }, { me: { id: '' } }, { me: { id: 0 } }, { token: 't' }])
      expect(fill(answer)).toBeNull();
    for (const messages of [2.5, '0.5', 1e6, '12345678']) expect(fill(session({}, { messages }))).toBeNull();
  });

  it('[SHELL-45] a screen without the toolbar is left as it is; a toolbar without its samples is not shown', () => {
    const bare = document.createElement('template');
    bare.innerHTML = '<main>x</main>';
    expect(fillShell(bare.content, JSON.stringify(session({})))).not.toBeNull();
    const tpl = document.createElement('template');
    tpl.innerHTML = template;
    tpl.content.querySelectorAll('[data-testid="toolbar-messages"]')[2]?.remove();
    expect(fillShell(tpl.content, JSON.stringify(session({})))).toBeNull();
  });
});
