/** ProfileImage: lazy within 50 px (SHELL-55), the fallback chain (SHELL-56), reserved space. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { config } from '@/shared/config/env';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { DATA_SAVER_KEY, setDataSaver } from '@/shared/lib/data-saver';
import { LAZY_ROOT_MARGIN, ProfileImage } from './ProfileImage';
import { FakeIO, installFakeIO, restoreIO } from '@/test/intersection';

const host = config.imageHost.replace(/\/$/, '');

beforeEach(installFakeIO);
afterEach(restoreIO);

describe('ProfileImage', () => {
  it('[SHELL-55] loads only once within 50 px of the viewport', () => {
    render(<ProfileImage name="5-m-1.webp" gender={2} alt="Foto de Ana" />);
    const box = screen.getByTestId('profile-image');
    expect(box.querySelector('img')).toBeNull();
    expect(FakeIO.all).toHaveLength(1);
    const io = FakeIO.all[0]!;
    expect(LAZY_ROOT_MARGIN).toBe('50px');
    expect(io.options.rootMargin).toBe('50px');
    expect(io.targets).toEqual([box]);
    act(() => io.enter(false));
    expect(box.querySelector('img')).toBeNull();
    act(() => io.enter(true));
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', `${host}/users/400x500/5-m-1.webp`);
    expect(io.disconnected).toBe(true);
  });

  it('[SHELL-55] eager images (above the fold) do not wait for the observer', () => {
    render(<ProfileImage name="5-m-1.webp" gender={2} alt="Foto de Ana" eager />);
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', `${host}/users/400x500/5-m-1.webp`);
    expect(FakeIO.all).toHaveLength(0);
  });

  it('[SHELL-56] a failed load falls back webp -> jpg -> png -> the default gender image, then a placeholder', () => {
    render(<ProfileImage name="9-h-2.webp" gender={1} alt="Foto de Beto" size={IMAGE_SIZES.thumb} eager />);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const img = screen.getByRole('img', { name: 'Foto de Beto' });
      seen.push(img.getAttribute('src'));
      fireEvent.error(img);
    }
    expect(seen).toEqual([
      `${host}/users/120x120/9-h-2.webp`,
      `${host}/users/120x120/9-h-2.jpg`,
      `${host}/users/120x120/9-h-2.png`,
      '/img/default-male.svg',
    ]);
    // Everything failed: a labelled placeholder box, no broken <img>.
    const box = screen.getByTestId('profile-image');
    expect(box.querySelector('img')).toBeNull();
    expect(box).toHaveAttribute('role', 'img');
    expect(box).toHaveAccessibleName('Foto de Beto');
  });

  it('[SHELL-55] a decorative photo (alt empty: its button names it) waiting for the viewport is not an image without a name', () => {
    render(
      <button type="button" aria-label="Ver foto 1">
        <ProfileImage name="5-m-1.webp" gender={2} alt="" />
      </button>,
    );
    const box = screen.getByTestId('profile-image');
    expect(box.querySelector('img')).toBeNull();
    expect(box).not.toHaveAttribute('role');
    expect(box).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver foto 1' })).toBeInTheDocument();
  });

  it('[SHELL-56] the chain stops at the first image that loads, and fades it in', () => {
    render(<ProfileImage name="9-h-2.webp" gender={2} alt="Foto de Caro" />);
    act(() => FakeIO.all[0]!.enter());
    fireEvent.error(screen.getByRole('img'));
    const img = screen.getByRole('img', { name: 'Foto de Caro' });
    expect(screen.getByTestId('profile-image')).not.toHaveClass('pimg--loaded');
    fireEvent.load(img);
    expect(img).toHaveAttribute('src', `${host}/users/400x500/9-h-2.jpg`);
    expect(screen.getByTestId('profile-image')).toHaveClass('pimg--loaded');
  });

  it('[PERF] an above-the-fold photo shows as its bytes arrive: no fade-in, fetched first, decoded in step', () => {
    render(<ProfileImage name="9-h-2.webp" gender={2} alt="Foto de Caro" eager />);
    const img = screen.getByRole('img', { name: 'Foto de Caro' });
    expect(screen.getByTestId('profile-image')).toHaveClass('pimg--loaded');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'auto');
  });

  it('[PERF] the box reserves its space before and after loading (no layout shift)', () => {
    const { rerender } = render(<ProfileImage name="1.webp" alt="Foto" size={IMAGE_SIZES.card} />);
    const box = screen.getByTestId('profile-image');
    expect(box.style.aspectRatio).toBe('400 / 500');
    act(() => FakeIO.all[0]!.enter());
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
    expect(box.style.aspectRatio).toBe('400 / 500');
    rerender(<ProfileImage name="1.webp" alt="Foto" size={IMAGE_SIZES.thumb} ratio="1" />);
    expect(screen.getByTestId('profile-image').style.aspectRatio).toBe('1');
  });

  it('[SHELL-56] a member without a photo shows the default image of their gender', () => {
    render(<ProfileImage name={null} gender={1} alt="Foto de Dani" eager />);
    expect(screen.getByRole('img', { name: 'Foto de Dani' })).toHaveAttribute('src', '/img/default-male.svg');
  });
});

describe('ProfileImage with the data saver', () => {
  const connection = (saveData: boolean) =>
    Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData }) });
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
    localStorage.clear();
  });

  it('[BEYOND] asks the host for a lighter photo (3 image pixels per 4 CSS pixels of its box) when the member turned the saver on', () => {
    render(<ProfileImage name="5-m-1.webp" gender={2} alt="Foto de Ana" eager />);
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', `${host}/users/400x500/5-m-1.webp`);
    act(() => setDataSaver(true));
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', `${host}/users/150x188/5-m-1.webp`);
    act(() => setDataSaver(false));
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', `${host}/users/400x500/5-m-1.webp`);
  });

  it("[BEYOND] follows the browser's Save-Data until the member chooses", () => {
    connection(true);
    render(<ProfileImage name="5-m-1.webp" gender={2} alt="Foto de Ana" size={IMAGE_SIZES.thumb} eager />);
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', `${host}/users/45x45/5-m-1.webp`);
    act(() => setDataSaver(false));
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', `${host}/users/120x120/5-m-1.webp`);
  });
});
