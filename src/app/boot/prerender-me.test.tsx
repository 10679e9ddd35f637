/**
 * My profile's and my account's static first screens, filled by the boot loader from the demo API's
 * answers, are the app's own screens to the attribute (the header of my profile; all of my account but
 * its closed dialogs, whose generated ids differ), and the app releases them in the commit that brings
 * its own.
 */
import { screen, waitFor } from '@testing-library/react';
import { demoFirstScreen, runBootLoader } from '@/test/boot';
import { renderApp, signInStored } from '@/test/utils';
import { useContractMode } from '@/test/contract';
import { renderFirstScreen } from './prerender';
// The renderers, which production loads as scripts of their own on their routes.
import './loader/screens/my-profile.script';
import './loader/screens/my-account.script';

/** An element as markup with its attributes in name order (React and the parser order them differently). */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

/** `el` without what only one side has: the static copy's inert controls, the closed dialogs; a switch as its state. */
function comparable(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const d of copy.querySelectorAll('dialog')) d.remove();
  const [from, to] = [el.querySelectorAll('input'), copy.querySelectorAll('input')];
  for (const [i, input] of [...to].entries()) {
    input.removeAttribute('inert');
    input.removeAttribute('checked');
    if ((from[i] as HTMLInputElement).checked) input.setAttribute('checked', '');
  }
  return canonical(copy);
}

async function staticScreen(name: string, path: string, sel: string): Promise<{ markup: string; release: number[] }> {
  const template = await renderFirstScreen(name);
  const page = document.createElement('div');
  page.innerHTML = `<div id="root"></div><template id="static-${name}">${template}</template>`;
  document.body.append(page);
  runBootLoader(path, { firstScreens: [demoFirstScreen(name)] });
  const preview = () => window.__FLECHAZO_BOOT__?.preview;
  await waitFor(() => expect(preview()?.querySelector(sel)).toBeTruthy(), { timeout: 10000 });
  const markup = comparable(preview()!.querySelector(sel)!);
  expect(markup).not.toContain('@@');
  page.remove();
  const boot = window.__FLECHAZO_BOOT__!;
  const release = boot.releaseStaticPreview!;
  const shown: number[] = [];
  boot.releaseStaticPreview = () => {
    shown.push(document.querySelectorAll(sel).length);
    release();
  };
  return { markup, release: shown };
}

describe('prerendered my profile and my account', () => {
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    document.documentElement.className = '';
  });
  beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it.each([
    ['the demo', 'demo'],
    ["the contract's other reading", 'other-reading'],
  ] as const)(
    "[PERF][ME-01][ME-07] %s: my profile's static header is the app's own, and the app releases it in the commit that brings its header",
    async (_name, reading) => {
      if (reading === 'other-reading') useContractMode('other-reading');
      await signInStored('valentina');
      const { markup, release } = await staticScreen('my-profile', '/my-profile', '.me-head');
      renderApp('/my-profile');
      const app = await screen.findByTestId('my-profile', {}, { timeout: 10000 });
      expect(markup).toEqual(comparable(app.querySelector('.me-head')!));
      await waitFor(() => expect(release).toEqual([1]));
    },
  );

  it.each([
    ['sofia', 'demo'],
    ['valentina', 'other-reading'],
  ] as const)(
    "[PERF][ACC-01] %s (%s): my account's static screen is the app's own, and the app releases it in the commit that brings its own",
    async (who, reading) => {
      if (reading === 'other-reading') useContractMode('other-reading');
      await signInStored(who);
      const { markup, release } = await staticScreen('my-account', '/my-account', '[data-testid="my-account"]');
      renderApp('/my-account');
      const app = await screen.findByTestId('my-account', {}, { timeout: 10000 });
      expect(markup).toEqual(comparable(app));
      await waitFor(() => expect(release).toEqual([1]));
    },
  );
});
