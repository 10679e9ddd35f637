/**
 * The gallery (PROF-03, PROF-08..11) driven from the profile view with the real store, sagas, router
 * and demo API. jsdom has no layout, so zoom (which needs the slide's size) is covered in Chromium by
 * e2e/discovery.spec.ts; here: opening, hash sync, counter, thumbnails, buttons, swipe threshold, the
 * 0.5 s close animation, and the zoom settings that reach the library.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { db } from '@/mocks/db';
import profileTexts from '@locales/es-AR/profile.json';
import { GALLERY_SETTINGS, swipeDirection } from '../components/Gallery';

const g = profileTexts.gallery;
const fill = (s: string, vars: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** A seeded member with at least three approved photos (so next/prev never wrap onto a duplicate). */
function memberWithPhotos(min = 3) {
  for (let id = 4; id < 400; id++) {
    const m = db.members.get(id);
    if (m && m.photos.filter((p) => p.approved).length >= min) return { id, m, total: m.photos.filter((p) => p.approved).length };
  }
  throw new Error('no member with photos');
}

async function openProfile(path?: string) {
  const user = userEvent.setup();
  await signInStored('sofia');
  const { id, m, total } = memberWithPhotos();
  const app = renderApp(path ?? `/dashboard-recent?modal=profile-view&id=${id}`);
  const modal = await screen.findByTestId('profile-view');
  await within(modal).findByRole('heading', { level: 3 }, { timeout: 4000 });
  return { ...app, user, modal, id, m, total };
}

const gallery = () => document.querySelector<HTMLElement>('.yarl__root');
const counterText = () => document.querySelector('.yarl__counter')?.textContent?.replace(/\s+/g, ' ');
const findGallery = async (nickname: string) => screen.findByRole('dialog', { name: fill(g.label, { nickname }) });

/** The profile view with its gallery opened from the photo (closed until then). */
async function openGallery() {
  const app = await openProfile();
  expect(gallery()).toBeNull();
  await app.user.click(within(app.modal).getByRole('button', { name: fill(profileTexts.openGallery, { nickname: app.m.nickname }) }));
  return { ...app, dlg: await findGallery(app.m.nickname) };
}

/** The gallery closed back onto the profile view, and its hash left the address. */
async function expectBackOnProfile(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(gallery()).toBeNull());
  expect(router.state.location.hash).toBe('');
  expect(screen.getByTestId('profile-view')).toBeInTheDocument();
}

// The first test also pays for transforming the lazy gallery chunk on a busy machine.
jest.setTimeout(40000);

describe('gallery', () => {
  it('[PROF-03][PROF-11] tapping the profile photo opens the gallery at #gallery-open, inside the profile view', async () => {
    const { modal, router, id, dlg } = await openGallery();
    expect(router.state.location.hash).toBe('#gallery-open');
    expect(router.state.location.search).toBe(`?modal=profile-view&id=${id}`);
    // Portalled into the modal <dialog> (top layer), not <body>, or it would be hidden under it.
    expect(dlg.parentElement).toBe(modal);
  });

  it('[PROF-11] a link to #gallery-open opens it, and the gallery closes when the hash leaves', async () => {
    const { router, m, id } = await openProfile();
    await act(() => router.navigate(`/dashboard-recent?modal=profile-view&id=${id}#gallery-open`));
    await findGallery(m.nickname);
    await act(() => router.navigate(-1));
    await expectBackOnProfile(router);
  });

  it("[PROF-08] full screen with a 'NN de NN' counter, a thumbnail per photo, next/previous and zoom buttons", async () => {
    const { user, total, dlg } = await openGallery();
    expect(dlg).toHaveAttribute('aria-modal', 'true');
    expect(dlg).toHaveClass('yarl__portal');
    expect(counterText()).toBe(`1 de ${total}`);
    const thumbs = dlg.querySelectorAll('.yarl__thumbnails_thumbnail');
    expect(thumbs.length).toBeGreaterThanOrEqual(total);
    const srcs = new Set(
      Array.from(dlg.querySelectorAll<HTMLImageElement>('.yarl__thumbnails_thumbnail img')).map((i) => i.getAttribute('src')),
    );
    expect(srcs.size).toBe(total);
    for (const s of srcs) expect(s).toContain('/users/120x120/');
    expect(within(dlg).getByRole('button', { name: g.zoomIn })).toBeInTheDocument();
    expect(within(dlg).getByRole('button', { name: g.zoomOut })).toBeInTheDocument();
    await user.click(within(dlg).getByRole('button', { name: g.next }));
    await waitFor(() => expect(counterText()).toBe(`2 de ${total}`));
    await user.click(within(dlg).getByRole('button', { name: g.previous }));
    await waitFor(() => expect(counterText()).toBe(`1 de ${total}`));
  });

  it('[PROF-08][PROF-10] close ("Cerrar") plays the 0.5 s fade, then removes the hash and the gallery', async () => {
    const { user, router, dlg } = await openGallery();
    expect(dlg.style.getPropertyValue('--yarl__fade_animation_duration')).toBe('500ms');
    const t0 = Date.now();
    await user.click(within(dlg).getByRole('button', { name: g.close }));
    expect(dlg).not.toHaveClass('yarl__portal_open');
    expect(router.state.location.hash).toBe('#gallery-open');
    await expectBackOnProfile(router);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(450);
  });

  it('[PROF-10] a swipe changes photo only beyond 50 px', async () => {
    const { total, dlg } = await openGallery();
    const img = dlg.querySelector('.yarl__slide_current img') as HTMLElement;
    const swipe = (dx: number) => {
      fireEvent.pointerDown(img, { pointerId: 1, clientX: 200, clientY: 300, pointerType: 'touch', isPrimary: true });
      fireEvent.pointerUp(img, { pointerId: 1, clientX: 200 + dx, clientY: 305, pointerType: 'touch', isPrimary: true });
    };
    swipe(-50);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(counterText()).toBe(`1 de ${total}`);
    swipe(-51);
    await waitFor(() => expect(counterText()).toBe(`2 de ${total}`));
    swipe(60);
    await waitFor(() => expect(counterText()).toBe(`1 de ${total}`));
  });

  it('[PROF-10] the threshold is 50 px of mostly-horizontal movement', () => {
    expect(GALLERY_SETTINGS.swipeThresholdPx).toBe(50);
    expect(swipeDirection(-50, 0)).toBe(0);
    expect(swipeDirection(-51, 0)).toBe(1);
    expect(swipeDirection(51, 0)).toBe(-1);
    expect(swipeDirection(-80, 90)).toBe(0);
    expect(swipeDirection(Number.NaN, 0)).toBe(0);
  });
});
