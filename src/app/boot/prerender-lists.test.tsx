/**
 * The prerendered member lists (./prerender/lists.tsx) filled by the boot loader are the app's own first
 * rows of the list, to the attribute, and the app's list releases the static copy in the same commit as
 * its rows.
 */
import { screen, waitFor } from '@testing-library/react';
import { demoFirstScreen, runBootLoader } from '@/test/boot';
import { renderApp, signInStored } from '@/test/utils';
import { useContractMode } from '@/test/contract';
import { renderFirstScreen } from './prerender';
// The lists' renderer, which production loads as a script of its own on each list's route.
import './loader/screens/likes-sent.script';
import './loader/screens/visits-received.script';

/** A row as markup with its attributes in name order; a notice's data-key carries the app's request stamp (no static copy can know it). */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes]
    .map((a) => `${a.name}="${a.name === 'data-key' ? a.value.replace(/^(notice-\d+)-.*$/, '$1') : a.value}"`)
    .sort();
  return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

describe('prerendered member lists', () => {
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    document.documentElement.className = '';
  });
  beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it.each([
    ['likes-sent', 'the demo', 'demo'],
    ['likes-sent', "the contract's other reading (a bare list, ids as digit strings)", 'other-reading'],
    ['visits-received', 'the demo', 'demo'],
  ] as const)(
    "[PERF][LIST-02][LIST-09] '/%s', %s: filled by the boot loader from the API's answer, its rows are the app's own rows (photo, nickname, age, place, button, notice), to the attribute, and the app's rows take over in one commit",
    async (name, _what, reading) => {
      if (reading === 'other-reading') useContractMode('other-reading');
      await signInStored('sofia');
      const template = await renderFirstScreen(name);
      const page = document.createElement('div');
      page.innerHTML = `<div id="root"></div><template id="static-${name}">${template}</template>`;
      document.body.append(page);
      runBootLoader(`/${name}`, { firstScreens: [demoFirstScreen(name)] });
      const preview = () => window.__FLECHAZO_BOOT__?.preview;
      await waitFor(() => expect(preview()?.querySelectorAll('.mlist-grid > li').length).toBeGreaterThanOrEqual(2));
      const staticRows = [...preview()!.querySelectorAll('.mlist-grid > li')].map(canonical);
      const staticFoot = canonical(preview()!.querySelector('.dash-foot')!);
      expect(staticRows.join('')).not.toMatch(/@@|%40%40/);
      // The demo's first page has its notice after three members (LIST-09).
      if (reading === 'demo') expect(staticRows.join('')).toContain('mrow--notice');
      page.remove();
      const boot = window.__FLECHAZO_BOOT__!;
      const release = boot.releaseStaticPreview!;
      const rowsAtRelease: number[] = [];
      boot.releaseStaticPreview = () => {
        rowsAtRelease.push(document.querySelectorAll('.mlist-grid > li').length);
        release();
      };

      renderApp(`/${name}`);
      await screen.findAllByTestId('list-card', {}, { timeout: 10000 });
      const appRows = [...document.querySelectorAll('.mlist-grid > li')];
      expect(staticRows).toEqual(appRows.slice(0, staticRows.length).map(canonical));
      if (appRows.length === staticRows.length) expect(staticFoot).toEqual(canonical(document.querySelector('.dash-foot')!));
      await waitFor(() => expect(rowsAtRelease).toEqual([appRows.length]));
    },
  );
});
