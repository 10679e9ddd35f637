/** The conversation room's side-effect-free door for the boot loader (see ../first-screen.ts): pure functions only. */
export { emojiClass } from './emoji';
export { stampOf } from './stamp';
