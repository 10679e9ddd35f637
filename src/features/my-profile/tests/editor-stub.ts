/**
 * jsdom cannot decode or draw images, so the photo tests stub the editor's decode/export with this
 * module (the real ones run in Chromium: e2e/my-profile.spec.ts, bench/editor.mjs):
 *   jest.mock('../editor/engine', () => jest.requireActual('./editor-stub').engine);
 * and drive the stubs through `decodeMock` and `exportMock`.
 */
import type * as Engine from '../editor/engine';

const actual = jest.requireActual<typeof Engine>('../editor/engine');
export const decodeMock = jest.fn() as jest.MockedFunction<typeof Engine.decodePhoto>;
export const exportMock = jest.fn() as jest.MockedFunction<typeof Engine.exportPhoto>;
export const engine: typeof Engine = { ...actual, decodePhoto: decodeMock, exportPhoto: exportMock };

/** The smallest JPEG: what the stubbed export hands back. */
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

/** Canvas has no 2D context in jsdom: make that explicit for every photo test. */
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
