/**
 * Layout checks a member's eye makes (issue 30): the page does not scroll sideways, and no label of a
 * control (button, link, tab, menu item, form label) wraps inside a word ('Administra/r') or spills out
 * of its box ('Enviale un mensaje' over the pill's edge) or runs off the screen's edge ('buscar' in the
 * search sheet at 320 px), and no picker (select) cuts its chosen text
 * ('Dí' for 'Día'). Each problem is one line naming the control.
 */
import type { Page } from '@playwright/test';

export interface LayoutProblems {
  /** The page scrolls sideways. */
  page: string[];
  /** Labels broken inside a word, spilling out of their box, cut with an ellipsis; pickers cut short. */
  labels: string[];
}

export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const problems: string[] = [];
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
        // A message preview in a chat row is cut on purpose (it is the message, not the control's label).
        if (parent.closest('.chat-row__text, .chat-row__blur')) continue;
        const text = n.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
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
            problems.push(`${describe(el)}: "${m[0]}" spills out of its box`);
            reported = true;
            break;
          }
        }
      }
      // Text cut with an ellipsis inside the control.
      if (!reported)
        for (const inner of [el, ...el.querySelectorAll('*')]) {
          if (!shown(inner) || srOnly(inner) || inner.closest('.chat-row__text, .chat-row__blur')) continue;
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
    return { page: pageProblems, labels: problems };
  });
}
