/**
 * A route's static first screen (decision 06): a returning member sees the screen's content as soon as
 * its early answers are in, before the app's scripts have run. The build prerenders the app's own
 * first render of the route with placeholders (<template id="static-NAME">, ../prerender.tsx); here a
 * copy of it is filled from the early answers by the route's renderer (./screens/, text and attribute
 * values only, never markup) and shown over the app's hidden root until the app calls
 * releaseStaticPreview (src/shared/boot/handoff.ts). A picture of the app, not a second app: it lives
 * in a closed shadow root. Anything unexpected leaves the splash as it was. The app's scripts are added
 * once the static copy has painted, its photos on screen included, or was declined (./index.ts): in
 * that order the screen's answers and photos have a slow link to themselves, its content is the page's
 * first large paint, and the app then renders from the same answers. The static copy shows only while
 * the app has shown no screen of its own (boot.taken).
 *
 * A route's renderer is the only part that knows the screen (./screens/dashboard.ts is the example);
 * matching the route, waiting for the answers and the location list, the override check, the preview,
 * the press made on it and the release are the same for every screen, here.
 */
import { applyTheme } from '@/features/session/first-screen';
import type { BootHandoff, EarlyAnswer } from '@/shared/boot/handoff';
import { markPressed, PRESSABLE, pressAgain } from '@/shared/boot/press';
import { SESSION_EARLY } from '../first-screens';
import type { Arrived } from './early';
import { matchPage, overridden, whenParsed } from './page';
import type { FirstScreenSettings } from './settings';
import { fillShell } from './shell';

export interface FirstScreenRenderer {
  /**
   * The attribute naming an item of the screen (a card's member): a press made on the static copy is
   * replayed on the button at the same place in the same item of the app's page.
   */
  item: string;
  /**
   * Fills `page`, a copy of the screen's template, from its early answers (each a 200 whose body is
   * JSON, read once here: in the order of its settings' `early`; `config`, the build's values of its settings' config keys;
   * `locations`, the location list as fetched, SHELL-53): text and attribute values only. Returns false
   * when these answers are not something it shows exactly as the app would (the app then shows them).
   */
  fill(page: DocumentFragment, answers: unknown[], config: Record<string, string>, locations: unknown[]): boolean;
}

/** A screen's renderer and, when it came in the renderer's own script (./screens/registry.ts), its template's markup (index.html has none then). */
export interface ScreenRenderer {
  renderer: FirstScreenRenderer;
  template?: string;
}

/** How long a static first screen may stand in, at most: the app takes over well before; if it cannot, its own screens show again. */
const RELEASE_AFTER_MS = 15000;

/**
 * Shows `screen` from the early answers once they, the location list (SHELL-53, as the app) and the
 * page are in, unless the app has shown a screen of its own by then. Resolves once it is in the page
 * (true) or will not be (false). A press on it starts the app (`start`) and is replayed on the app's page.
 */
export function showFirstScreen(
  boot: BootHandoff,
  screen: FirstScreenSettings,
  renderer: ScreenRenderer | Promise<ScreenRenderer | null>,
  arrived: Arrived,
  start: () => void,
): Promise<boolean> {
  // An answer path's `$1` is the route's first group (a conversation's member id).
  const group = matchPage(screen.route)?.[1] ?? '';
  const session = arrived[SESSION_EARLY];
  const answers = screen.early.map((path) => arrived[path.replace('$1', group)]).filter((a) => a !== undefined);
  if (!session || answers.length !== screen.early.length || overridden(screen.config)) return Promise.resolve(false);
  return Promise.all([session, Promise.all(answers), boot.locations, renderer, whenParsed()]).then(([member, got, locations, r]) =>
    locations && r && member?.status === 200 ? show(member.body, got, r, locations) : false,
  );

  function show(sessionBody: string, got: (EarlyAnswer | null)[], { renderer, template }: ScreenRenderer, locations: unknown[]): boolean {
    // index.html's <template id="static-NAME">, or the one that came in the renderer's own script.
    const tpl =
      template !== undefined
        ? boot.trust?.parseHTML('<template>' + template + '</template>').querySelector('template')
        : document.getElementById('static-' + screen.name);
    const root = document.getElementById('root');
    if (!(tpl instanceof HTMLTemplateElement) || !root || boot.taken) return false;
    // Each answer read once, for every renderer: one that is not JSON leaves the screen to the app.
    const answers: unknown[] = [];
    for (const a of got) {
      if (!a || a.status !== 200) return false;
      try {
        answers.push(JSON.parse(a.body));
      } catch {
        return false;
      }
    }
    // A copy in the template's own inert document: its placeholder photos are not fetched (an imported
    // copy's are, before the fill); the page's document adopts it, filled, when it is shown.
    const page = tpl.content.cloneNode(true);
    // The member's shell (its toolbar) as the app's first render shows it, then the screen's content.
    if (!(page instanceof DocumentFragment)) return false;
    const member = fillShell(page, sessionBody);
    if (!member || !renderer.fill(page, answers, screen.config, locations)) return false;
    // The CSP allows no style attributes in markup: the prerender wrote them as data-style.
    for (const el of Array.from(page.querySelectorAll<HTMLElement>('[data-style]'))) {
      el.style.cssText = el.getAttribute('data-style') ?? '';
      el.removeAttribute('data-style');
    }
    for (const l of Array.from(page.querySelectorAll('link'))) l.remove();
    // The CSP allows index.html's own inline styles only: the CSS of a template that came in a script
    // goes in through the CSSOM (a constructed sheet), or the screen is not shown.
    const sheets: CSSStyleSheet[] = [];
    if (template !== undefined) {
      if (!('adoptedStyleSheets' in ShadowRoot.prototype)) return false;
      for (const style of Array.from(page.querySelectorAll('style'))) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(style.textContent ?? '');
        sheets.push(sheet);
        style.remove();
      }
    }
    // The member's theme (AUTH-57), as the app sets it from the same answer once it has read it: a male
    // member's static copy is blue from its first paint, and the hand-over changes no colour.
    applyTheme(member.me.gender === 1);
    standIn(boot, page, sheets, root, screen.route, renderer.item, start);
    return true;
  }
}

/**
 * What a press on the static copy presses: a link, button or control, or the control of the label
 * pressed (a switch's text); nothing on an inert control (a slider: a drag cannot be replayed).
 */
function pressedControl(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const label = target.closest('label');
  const t = target.closest(PRESSABLE) ?? (label instanceof HTMLLabelElement ? label.control : null);
  return t && !t.closest('[inert]') ? t : null;
}

/**
 * Puts `page` over the app's hidden root, in a closed shadow root (the page's scripts and test tools
 * find only the app's own elements: never two toolbars or two cards of one member during the
 * hand-over) with the page's stylesheets (cached: the same sheets) and its own CSS. The loader hands
 * the shadow root to its tests, e2e and the bench (boot.preview).
 */
function standIn(
  boot: BootHandoff,
  page: DocumentFragment,
  sheets: CSSStyleSheet[],
  root: HTMLElement,
  route: string,
  item: string,
  start: () => void,
): void {
  const html = document.documentElement;
  // A modal's static copy (its own <dialog>, opened over a screen): the screen behind may release it as
  // its content comes in, before the app's own dialog is there; it goes once the app shows a dialog or
  // an error of its own, or the page is no longer the one it stands for.
  const modal = Array.from(page.children).some((el) => el.tagName === 'DIALOG');
  const box = document.createElement('div');
  box.id = 'static-preview';
  box.setAttribute('aria-busy', 'true');
  const view = box.attachShadow({ mode: 'closed' });
  for (const l of Array.from(document.querySelectorAll('link[rel="stylesheet"]'))) view.appendChild(l.cloneNode());
  if (sheets.length) view.adoptedStyleSheets = sheets;
  view.appendChild(page);
  boot.preview = view;
  // A press before the app has taken over reaches the same button or link of the app's page once it is
  // there (in an item, by the item and the button's place in it).
  let pressed: { item: string | null; index: number; href: string | null; label: string | null } | null = null;
  view.addEventListener(
    'click',
    (e) => {
      const t = pressedControl(e.target);
      e.preventDefault();
      if (!t || pressed) return;
      const owner = t.closest('[' + item + ']');
      pressed = {
        item: owner ? owner.getAttribute(item) : null,
        index: owner ? Array.from(owner.querySelectorAll(PRESSABLE)).indexOf(t) : -1,
        href: t.getAttribute('href'),
        label: t.getAttribute('aria-label') ?? t.textContent,
      };
      markPressed(t);
      // A switch's input is an invisible layer over its track: its label shows the press.
      const shown = t instanceof HTMLInputElement && (t.type === 'checkbox' || t.type === 'radio') ? (t.closest('label') ?? t) : t;
      if (shown instanceof HTMLElement) shown.style.opacity = '0.75';
      start(); // the member wants the app now
    },
    true,
  );
  root.before(box);
  html.classList.add('has-static-preview');
  boot.previewRoute = route;
  const release = (force: boolean) => {
    // (The crash screen and a chunk's error panel are a .panel-center alert.)
    if (!force && modal && matchPage(route) && !root.querySelector('dialog[open], .panel-center[role="alert"]')) return;
    box.remove();
    boot.preview = null;
    boot.previewRoute = null;
    html.classList.remove('has-static-preview');
    boot.releaseStaticPreview = null;
    const p = pressed;
    if (!p) return;
    window.setTimeout(() => {
      const owner = p.item ? root.querySelector('[' + item + '="' + p.item + '"]') : null;
      pressAgain(
        owner
          ? owner.querySelectorAll<HTMLElement>(PRESSABLE)[p.index]
          : Array.from(root.querySelectorAll<HTMLElement>(PRESSABLE)).find((el) =>
              p.href ? el.getAttribute('href') === p.href : (el.getAttribute('aria-label') ?? el.textContent) === p.label,
            ),
      );
    }, 0);
  };
  boot.releaseStaticPreview = () => release(false);
  window.setTimeout(() => boot.releaseStaticPreview && release(true), RELEASE_AFTER_MS);
}
