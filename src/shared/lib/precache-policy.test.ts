import { precacheLazyPart, readPageFacts, saverOn, type PagePrecacheFacts } from './precache-policy';

const page = (over: Partial<PagePrecacheFacts> = {}): PagePrecacheFacts => ({
  saver: 'auto',
  browserSaveData: false,
  standalone: false,
  ...over,
});

describe('the service worker precaches the lazy screens only on an unmetered connection without the saver, or installed', () => {
  it('[BEYOND] no saver on wifi, ethernet or a connection type the browser does not tell: precached', () => {
    expect(precacheLazyPart(page(), { type: 'wifi' })).toBe(true);
    expect(precacheLazyPart(page(), { type: 'ethernet', saveData: false })).toBe(true);
    expect(precacheLazyPart(page(), {})).toBe(true);
    expect(precacheLazyPart(page(), undefined)).toBe(true);
    // No page facts (the boot loader registered the worker before the app): the worker's own view.
    expect(precacheLazyPart(null, undefined)).toBe(true);
  });

  it('[BEYOND] the browser Save-Data (as the page or the worker sees it): not precached, even on wifi', () => {
    expect(precacheLazyPart(page({ browserSaveData: true }), { type: 'wifi' })).toBe(false);
    expect(precacheLazyPart(page(), { saveData: true, type: 'wifi' })).toBe(false);
    expect(precacheLazyPart(null, { saveData: true })).toBe(false);
  });

  it("[BEYOND] the app's switch wins over the browser: on is never precached, off follows the connection", () => {
    expect(precacheLazyPart(page({ saver: 'on' }), { type: 'ethernet', saveData: false })).toBe(false);
    expect(precacheLazyPart(page({ saver: 'off', browserSaveData: true }), { saveData: true, type: 'wifi' })).toBe(true);
    expect(precacheLazyPart(page({ saver: 'off' }), { type: 'cellular' })).toBe(false);
    expect(saverOn(page({ saver: 'off' }), { saveData: true })).toBe(false);
  });

  it('[BEYOND] a metered connection without the saver: not precached', () => {
    for (const type of ['cellular', 'bluetooth', 'wimax']) expect(precacheLazyPart(page(), { type })).toBe(false);
  });

  it('[BEYOND] installed (display-mode standalone): precached, whatever the saver and the connection', () => {
    expect(precacheLazyPart(page({ standalone: true, saver: 'on' }), { type: 'cellular', saveData: true })).toBe(true);
    expect(precacheLazyPart(page({ standalone: true, browserSaveData: true }), undefined)).toBe(true);
  });

  it('[BEYOND] stored or posted facts are read tolerantly: anything but a facts object counts as unknown', () => {
    expect(readPageFacts({ saver: 'on', browserSaveData: true, standalone: false })).toEqual(page({ saver: 'on', browserSaveData: true }));
    expect(readPageFacts({ saver: 'off', standalone: 'yes' })).toEqual(page({ saver: 'off' }));
    for (const odd of [null, 'on', [], { saver: 'maybe' }, { standalone: true }]) expect(readPageFacts(odd)).toBeNull();
  });
});
