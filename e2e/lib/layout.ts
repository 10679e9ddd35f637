/**
 * Layout checks a member's eye makes (issue 30): the page does not scroll sideways, and no label of a
 * control (button, link, tab, menu item, form label) wraps inside a word ('Administra/r') or spills out
 * of its box ('Enviale un mensaje' over the pill's edge) or runs off the screen's edge ('buscar' in the
 * search sheet at 320 px), and no picker (select) cuts its chosen text
 * ('Dí' for 'Día'). Each problem is one line naming the control.
 *
 * Issue 42: any other text too: no word runs out of the box that holds it (a 15-character nickname
 * under the card's online dot) or breaks across lines ('Catamarc/a' after the card's age), and no box
 * cuts its text off without an ellipsis (scrollWidth > clientWidth with overflow hidden). A member's name may end in an ellipsis, inside a control too
 * (DESIGN.md: 'Long names end in an ellipsis, never cut mid-letter'; the whole name stays in the page
 * for screen readers): NAMES lists where the app does it.
 */
import type { Page } from '@playwright/test';

export interface LayoutProblems {
  /** The page scrolls sideways. */
  page: string[];
  /** Labels broken inside a word, spilling out of their box, cut with an ellipsis; pickers cut short. */
  labels: string[];
  /** Any other text out of its box, or cut off without an ellipsis. */
  text: string[];
}

/**
 * Text that may end in an ellipsis, inside a control too: a member's name (DESIGN.md) on the dashboard
 * and search cards, list rows, chat rows and the chat header, the profile view's bar, the side menu, the
 * like game and toasts; a chat row's message preview; and the toolbar's page title, a heading the bar's
 * four buttons leave about 64 px at 320 px (docs/members-walk.md, issue 30).
 */
/** Text that may break anywhere: an e-mail address has no break between words of its own. */
export const BREAKABLE = ['.locked__email'];

export const NAMES = [
  '.chat-row__text',
  '.chat-row__blur',
  '.chat-row__locked',
  '.offline-row__text',
  '.mcard__open',
  '.mrow__name',
  '.chat-row__name',
  '.chat-head__name',
  '.chat-head__nick',
  '.pview__title',
  '.side-menu__nick',
  '.lgame-card__name',
  '.toast__title',
  '.toolbar__title',
];

export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(
    ([names, breakable]) => {
      const NAME_SEL = names.join(', ');
      const BREAK_SEL = breakable.join(', ');
      /** Words, and a hyphenated word's parts ('e-mail' may wrap after its hyphen, as words do). */
      const WORDS = /[^\s-]+-?|-/g;
      const problems: string[] = [];
      const textProblems: string[] = [];
      const pageProblems: string[] = [];
      const vw = document.documentElement.clientWidth;
      const sw = document.documentElement.scrollWidth;
      if (sw > vw + 1) pageProblems.push(`the page scrolls sideways (${sw} px wide in ${vw} px)`);

      const describe = (el: Element) => {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const cls = (el.getAttribute('class') ?? '').split(/\s+/)[0];
        return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label}"`;
      };
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) return false;
        const s = getComputedStyle(el);
        if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
        // Not in a closed dialog, an inert or aria-hidden region (the page behind a modal is still laid out).
        return !el.closest('dialog:not([open]), [inert], [hidden]');
      };
      /** Text hidden for sight on purpose (read by screen readers only). */
      const srOnly = (el: Element | null) => {
        for (let e = el; e; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (
            s.clip === 'rect(0px, 0px, 0px, 0px)' ||
            s.clipPath === 'inset(50%)' ||
            (e.getBoundingClientRect().width <= 1 && s.overflow === 'hidden')
          )
            return true;
        }
        return false;
      };

      const SEL = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"], label, .pill-btn, .btn';
      const controls = document.querySelectorAll(SEL);
      const range = document.createRange();
      for (const el of controls) {
        if (!shown(el)) continue;
        const box = el.getBoundingClientRect();
        // A control partly off the screen's edge (a sheet or row that clips it: 'buscar' at 320 px).
        if (box.left < vw - 1 && box.right > 1 && (box.right > vw + 1 || box.left < -1)) {
          problems.push(`${describe(el)} runs off the screen's edge`);
          continue;
        }
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let reported = false;
        for (let n = walker.nextNode(); n && !reported; n = walker.nextNode()) {
          const parent = n.parentElement;
          if (!parent || srOnly(parent) || !shown(parent)) continue;
          // A control inside this one (a link in a label) is checked on its own.
          if (parent.closest(SEL) !== el) continue;
          // A name or a chat row's message preview may be cut on purpose (it is content, not the control's label).
          if (parent.closest(NAME_SEL)) continue;
          const text = n.textContent ?? '';
          for (const m of text.matchAll(WORDS)) {
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
            const lines = new Set(rects.map((r) => Math.round(r.top)));
            if (lines.size > 1) {
              problems.push(`${describe(el)} breaks the word "${m[0]}" across lines`);
              reported = true;
              break;
            }
            const r = range.getBoundingClientRect();
            // What is clipped by the control or an ancestor with overflow hidden is cut, not shown.
            if (r.width > 0 && (r.right > box.right + 1.5 || r.left < box.left - 1.5)) {
              problems.push(
                `${describe(el)}: "${m[0]}" spills out of its box (${Math.round(r.width)} px of text, ${Math.round(box.width)} px box)`,
              );
              reported = true;
              break;
            }
          }
        }
        // Text cut with an ellipsis inside the control.
        if (!reported)
          for (const inner of [el, ...el.querySelectorAll('*')]) {
            if (!shown(inner) || srOnly(inner) || inner.closest(NAME_SEL)) continue;
            const s = getComputedStyle(inner);
            if (s.textOverflow === 'ellipsis' && inner.scrollWidth > inner.clientWidth + 1) {
              problems.push(`${describe(el)} is cut short with an ellipsis`);
              break;
            }
          }
      }

      // Pickers: the chosen option's text fits the select's content box.
      const canvas = document.createElement('canvas').getContext('2d');
      for (const sel of document.querySelectorAll('select')) {
        if (!shown(sel) || !canvas) continue;
        const s = getComputedStyle(sel);
        canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const text = sel.selectedOptions[0]?.textContent?.trim() ?? '';
        const room = sel.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        const need = canvas.measureText(text).width;
        if (text && need > room + 1) problems.push(`<select> "${text}" is cut (${Math.round(need)} px of text in ${Math.round(room)} px)`);
      }
      // Any other text (issue 42): checked in the box that lays it out (its nearest non-inline ancestor).
      const boxOf = (el: Element): Element => {
        let e: Element = el;
        while (e.parentElement && getComputedStyle(e).display === 'inline') e = e.parentElement;
        return e;
      };
      const reportedBoxes = new Set<Element>();
      /** The last text checked, when it ended inside a word: the next text may go on with that word. */
      let wordEnd: { node: Text; box: Element } | null = null;
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = texts.nextNode(); n; n = texts.nextNode()) {
        const text = n.textContent ?? '';
        const parent = n.parentElement;
        const previous = wordEnd;
        wordEnd = null;
        if (!parent || !text.trim() || parent.closest(`${SEL}, script, style, noscript, svg, textarea, select, option, template`)) continue;
        if (!shown(parent) || srOnly(parent)) continue;
        const box = boxOf(parent);
        if (reportedBoxes.has(box) || !shown(box)) continue;
        if (/\S$/.test(text)) wordEnd = { node: n as Text, box };
        // A word split over two elements ('<bdi>Wmqx59642mw7621</bdi>, 29 años'): broken where they meet.
        // (Not where a ::before puts a space or a zero-width space between them: '29 años · Catamarca'.)
        const breakBefore = /[\s\u200b]/.test(getComputedStyle(parent, '::before').content);
        if (previous && previous.box === box && /^\S/.test(text) && !breakBefore && !parent.closest(BREAK_SEL)) {
          const last = previous.node;
          range.setStart(last, last.length - 1);
          range.setEnd(last, last.length);
          const before = range.getBoundingClientRect();
          range.setStart(n, 0);
          range.setEnd(n, 1);
          const after = range.getBoundingClientRect();
          if (before.width > 0 && after.width > 0 && Math.round(after.top) > Math.round(before.top) + 2) {
            textProblems.push(
              `${describe(box)} breaks the word ending "${(last.textContent ?? '').trim().split(/\s+/).pop() ?? ''}" before "${text.trim().split(/\s+/)[0] ?? ''}"`,
            );
            reportedBoxes.add(box);
            continue;
          }
        }
        // The first ancestor (up to its box) that does not let text overflow.
        let clipper: Element | null = null;
        for (let e: Element | null = parent; e; e = e === box ? null : e.parentElement) {
          const s = getComputedStyle(e);
          if (s.overflowX !== 'visible') {
            clipper = e;
            break;
          }
        }
        if (clipper) {
          const s = getComputedStyle(clipper);
          if ((s.overflowX === 'hidden' || s.overflowX === 'clip') && clipper.scrollWidth > clipper.clientWidth + 1) {
            reportedBoxes.add(box);
            if (s.textOverflow !== 'ellipsis')
              textProblems.push(`${describe(box)} is cut off mid-text (${clipper.scrollWidth} px in ${clipper.clientWidth} px)`);
            else if (!clipper.closest(NAME_SEL)) textProblems.push(`${describe(box)} is cut short with an ellipsis`);
          }
          continue; // scrolls on purpose (auto, scroll) or fits
        }
        const b = box.getBoundingClientRect();
        const mayBreak = parent.closest(BREAK_SEL) !== null;
        for (const m of text.matchAll(WORDS)) {
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          // A word broken across lines ('Catamarc/a'): a box too narrow for it, or no break before it.
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => Math.round(r.top)));
          if (lines.size > 1 && !mayBreak) {
            textProblems.push(`${describe(box)} breaks the word "${m[0]}" across lines`);
            reportedBoxes.add(box);
            break;
          }
          const r = range.getBoundingClientRect();
          if (r.width > 0 && (r.right > b.right + 1.5 || r.left < b.left - 1.5)) {
            textProblems.push(
              `${describe(box)}: "${m[0]}" runs out of its box (${Math.round(r.width)} px of text, ${Math.round(b.width)} px box)`,
            );
            reportedBoxes.add(box);
            break;
          }
        }
      }
      return { page: pageProblems, labels: problems, text: textProblems };
    },
    [NAMES, BREAKABLE] as const,
  );
}

/**
 * Sums the page's layout shifts into `window.__shifts` from its first paint on, as CLS counts them: not
 * those within 500 ms of a press (hadRecentInput), which a test that presses a static copy makes.
 * ('Te gustan''s test: the app's rows moved 6 px as its replayed press opened the profile, 1 run in 2,
 * always so flagged.) Call before the page's first navigation.
 */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) window.__shifts = (window.__shifts ?? 0) + e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * A static first screen's test: holds the app's scripts (not the boot loader's own first-screen
 * renderers) until the returned function is called, and watches the page's layout shifts (watchShifts).
 */
export async function holdAppScriptsAndWatchShifts(page: Page): Promise<() => void> {
  let releaseScripts = () => {};
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/js/**', async (route) => {
    if (!route.request().url().includes('/js/first-screen-')) await held;
    await route.continue();
  });
  await watchShifts(page);
  return releaseScripts;
}
