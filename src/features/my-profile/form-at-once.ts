/**
 * Whether my profile renders its form in the frame of its header (true: the build-time render of the
 * screen, src/app/boot/prerender/my-profile.tsx, which runs no effect) or, as in the app, in a
 * transition after it (issue 32).
 */
import { createContext } from 'react';

export const MyProfileFormAtOnce = createContext(false);
