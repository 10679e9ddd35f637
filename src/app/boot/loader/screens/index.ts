/**
 * The renderers of the routes' static first screens, by name (../../first-screens.ts lists the routes,
 * their early answers and templates). A screen the build lists without a renderer here is never shown.
 */
import type { FirstScreenRenderer } from '../first-screen';
import { dashboard } from './dashboard';
import { messages } from './messages';

export const RENDERERS: Record<string, FirstScreenRenderer | undefined> = { dashboard, messages };
