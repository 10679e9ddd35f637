/**
 * The prerendered search results (<template id="static-search-results">, ./prerender/search-results.tsx),
 * filled by the boot loader from its early POST of the saved search (./loader/screens/search-results.ts)
 * against the demo API, are the app's own first render of '/search-results': the heading, the button
 * that edits the filters and the first cards, to the attribute; and the app's cards take over in one commit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SEARCH_STORAGE_KEY } from '@/features/search/first-screen';
import { demoFirstScreen, runBootLoader } from '@/test/boot';
import { renderApp, signInStored } from '@/test/utils';
import { useContractMode } from '@/test/contract';
import { renderFirstScreen } from './prerender';
// The renderer, which production loads as its own script on its route.
import './loader/screens/search-results.script';

/** An element as markup with its attributes in name order (React and the parser order them differently). */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

afterEach(() => {
  delete window.__FLECHAZO_BOOT__;
  document.documentElement.className = '';
  localStorage.removeItem(SEARCH_STORAGE_KEY);
});
// This loader's runtime-config.js is its own, not the one an earlier test's loader added.
beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

describe('prerendered search results', () => {
  it.each([
    ['the demo', 'demo'],
    ["the contract's bare reading (a bare list, no scroll id)", 'strict-bare'],
  ] as const)(
    "[PERF][SRCH-11] %s: filled by the boot loader from the early POST's answer, its heading and first cards are the app's own, to the attribute, and the app's cards take over in one commit",
    async (_name, reading) => {
      if (reading !== 'demo') useContractMode(reading);
      await signInStored('sofia');
      localStorage.setItem(
        SEARCH_STORAGE_KEY,
        JSON.stringify({ isAdvanced: false, apodo: '', id_provincia: 0, id_localidad: 0, distancia: 0, edad_min: 25, edad_max: 45 }),
      );
      const template = await renderFirstScreen('search-results');
      const page = document.createElement('div');
      page.innerHTML = `<div id="root"></div><template id="static-search-results">${template}</template>`;
      document.body.append(page);
      runBootLoader('/search-results', { firstScreens: [demoFirstScreen('search-results')] });
      const preview = () => window.__FLECHAZO_BOOT__?.preview;
      await waitFor(() => expect(preview()?.querySelectorAll('[data-member-id]').length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
      const staticCards = [...preview()!.querySelectorAll('[data-member-id]')].map(canonical);
      const staticHead = canonical(preview()!.querySelector('.sresults__head')!);
      expect(staticCards.join('')).not.toContain('@@');
      page.remove();
      const boot = window.__FLECHAZO_BOOT__!;
      const release = boot.releaseStaticPreview!;
      const cardsAtRelease: number[] = [];
      boot.releaseStaticPreview = () => {
        cardsAtRelease.push(document.querySelectorAll('[data-testid="member-card"]').length);
        release();
      };

      renderApp('/search-results');
      const results = await screen.findByTestId('search-results', {}, { timeout: 10000 });
      const appCards = await within(results).findAllByTestId('member-card', {}, { timeout: 10000 });
      expect(canonical(results.querySelector('.sresults__head')!)).toBe(staticHead);
      expect(staticCards).toEqual(appCards.slice(0, staticCards.length).map(canonical));
      await waitFor(() => expect(cardsAtRelease).toEqual([appCards.length]));
    },
  );
});
