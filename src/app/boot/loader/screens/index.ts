/**
 * The renderers of the routes' static first screens, by name (../../first-screens.ts lists the routes,
 * their early answers and templates). The ones here are in the loader, inlined in every index.html;
 * any other comes as a script of its own, NAME.script.ts, loaded on its route only (./registry.ts). A
 * screen the build lists with neither is never shown.
 */
import type { FirstScreenRenderer } from '../first-screen';
import { dashboard } from './dashboard';

export const RENDERERS: Record<string, FirstScreenRenderer | undefined> = { dashboard };
