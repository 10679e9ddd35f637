/**
 * My profile's and my account's static first screens, filled by the boot loader from the demo API's
 * answers, are the app's own screens to the attribute (my profile's header and the form's data and
 * description, its generated ids aside; all of my account but its closed dialogs, whose generated ids
 * differ), and the app releases them in the commit that brings its own (my profile's form).
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

/** React's generated ids (useId: the build's render and the app's count differently), each named by its order. */
function sameIds(markup: string): string {
  const ids: string[] = [];
  return markup.replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
    if (!ids.includes(id)) ids.push(id);
    return `id${ids.indexOf(id)}`;
  });
}

/** `el` without what only one side has: the static copy's inert controls, the closed dialogs; a switch or a picker as its state. */
function comparable(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const d of copy.querySelectorAll('dialog')) d.remove();
  for (const c of copy.querySelectorAll('input, textarea')) c.removeAttribute('readonly');
  // A picker's choice as its state (React sets it as a property, the static copy as the attribute).
  const options = el.querySelectorAll('option');
  for (const [i, o] of [...copy.querySelectorAll('option')].entries()) {
    o.removeAttribute('selected');
    if ((options[i] as HTMLOptionElement).selected) o.setAttribute('selected', '');
  }
  const [from, to] = [el.querySelectorAll('input'), copy.querySelectorAll('input')];
  for (const [i, input] of [...to].entries()) {
    input.removeAttribute('inert');
    input.removeAttribute('checked');
    if ((from[i] as HTMLInputElement).checked) input.setAttribute('checked', '');
  }
  return canonical(copy);
}

/** The static copy of `sel`, and at each release the number of the page's `inSel` (default `sel`): the app's, as it releases. */
async function staticScreen(name: string, path: string, sel: string, inSel = sel): Promise<{ markup: string; release: number[] }> {
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
    shown.push(document.querySelectorAll(inSel).length);
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
    "[PERF][ME-01][ME-06][ME-07] %s: my profile's static header, data and description are the app's own, and the app releases them in the commit that brings its form",
    async (_name, reading) => {
      if (reading === 'other-reading') useContractMode('other-reading');
      await signInStored('valentina');
      const { markup, release } = await staticScreen(
        'my-profile',
        '/my-profile',
        '[data-testid="my-profile"]',
        '[aria-labelledby="me-s-desc"]',
      );
      expect(markup).toContain('Mis datos');
      expect(markup).toContain('Sobre mí');
      renderApp('/my-profile');
      const app = await screen.findByTestId('my-profile', {}, { timeout: 10000 });
      // The static copy stands until the app's form is in: released once, in the commit that brings it.
      await waitFor(() => expect(release).toEqual([1]));
      expect(app).toHaveAttribute('aria-busy', 'false');
      // The app's screen down to its description (what the static copy holds of it).
      const upTo = app.cloneNode(true) as Element;
      const desc = upTo.querySelector('[aria-labelledby="me-s-desc"]')!;
      while (desc.nextSibling) desc.nextSibling.remove();
      expect(sameIds(markup)).toEqual(sameIds(comparable(upTo)));
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
