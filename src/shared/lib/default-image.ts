/** The default photo of a member without one (SHELL-56), apart from ./images.ts for the boot loader: no configuration in it. */
export type GenderKind = 'male' | 'female';

/** Static default image for a member without a usable photo (1 male, anything else female). */
export function defaultGenderImage(gender: number | GenderKind | undefined | null): string {
  const kind: GenderKind = gender === 1 || gender === 'male' ? 'male' : 'female';
  // Shipped with the app (public/img), so the fallback never depends on the image host.
  return `/img/default-${kind}.svg`;
}
