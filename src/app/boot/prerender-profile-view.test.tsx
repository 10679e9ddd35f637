/**
 * The prerendered profile view (./prerender/profile-view.tsx) filled by the boot loader is the app's own
 * profile view, to the attribute, and the app's dialog opens, with its content, in the frame the static
 * copy goes (the screen behind releasing it before does not).
 */
import { screen, waitFor } from '@testing-library/react';
import { demoFirstScreen, runBootLoader } from '@/test/boot';
import { renderApp, signInStored } from '@/test/utils';
import { useContractMode } from '@/test/contract';
import { renderFirstScreen } from './prerender';
// The profile view's renderer, which production loads as a script of its own on its routes.
import './loader/screens/profile-view.script';

function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

describe('prerendered profile view', () => {
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    document.documentElement.className = '';
  });
  beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it.each([
    ['the demo, over the dashboard', 'off', '/dashboard-recent?modal=profile-view&id=238'],
    ['the strict reading (no liked nor status), over the messages list', 'strict', '/message-received?modal=profile-view&id=238'],
  ] as const)(
    "[PERF][PROF-02][PROF-04] %s: filled by the boot loader from the API's answer, the view is the app's own (its bar, photo, texts, cards and actions), to the attribute, and the app's dialog opens with its content as the static copy goes",
    async (_name, reading, path) => {
      if (reading !== 'off') useContractMode(reading);
      await signInStored('sofia');
      const template = await renderFirstScreen('profile-view');
      const page = document.createElement('div');
      page.innerHTML = `<div id="root"></div><template id="static-profile-view">${template}</template>`;
      document.body.append(page);
      runBootLoader(path, { firstScreens: [demoFirstScreen('profile-view', { config: { IMAGE_HOST: 'http://localhost:8081/img' } })] });
      const preview = () => window.__FLECHAZO_BOOT__?.preview;
      await waitFor(() => expect(preview()?.querySelector('.pview__name')).not.toBeNull(), { timeout: 10000 });
      const parts = (root: ParentNode) => [...root.querySelectorAll('.pview__bar, .pview__content')].map(canonical);
      const staticView = parts(preview()!);
      expect(staticView).toHaveLength(2);
      expect(staticView.join('')).not.toMatch(/@@|98765/);
      for (const part of ['pview__loc', 'pview__desc', 'pcard__row', 'pact', 'pchip', 'round-btn--like'])
        expect(staticView.join('')).toContain(part);
      page.remove();
      const boot = window.__FLECHAZO_BOOT__!;
      const release = boot.releaseStaticPreview!;
      const atRelease: { open: boolean; content: boolean }[] = [];
      boot.releaseStaticPreview = () => {
        const dialog = document.querySelector<HTMLDialogElement>('dialog[data-testid="profile-view"]');
        atRelease.push({ open: Boolean(dialog?.open), content: Boolean(dialog?.querySelector('.pview__name')) });
        release();
      };

      renderApp(path);
      const dialog = await screen.findByTestId('profile-view', {}, { timeout: 10000 });
      await waitFor(() => expect(dialog.querySelector('.pview__name')).not.toBeNull());
      expect(parts(dialog)).toEqual(staticView);
      expect(dialog).toHaveClass('pview--no-entrance'); // the page opens on it, as on the static copy
      // Only the view's release: the dashboard's cards, in before it, released nothing.
      await waitFor(() => expect(atRelease.filter((r) => r.open)).toEqual([{ open: true, content: true }]));
      expect(atRelease.every((r) => r.open)).toBe(true);
    },
  );
});
