/** Placeholder replaced below. */
export function FacebookPhotos(_: { current: number; insideWizard: boolean; onBack: () => void; onDone: () => void }) {
  return null;
}
