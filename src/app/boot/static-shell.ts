/**
 * The samples of the member's shell (the toolbar, SHELL-45) that every prerendered first screen
 * carries (./prerender/kit.tsx renderAt) and the boot loader keeps or removes for the member of the
 * early session answer (./loader/shell.ts): the like-game button (SHELL-47), and the messages button
 * (SHELL-49) as the app renders it for each count form, in SHELL_MESSAGE_SAMPLES' order: UNREAD_COUNT_SLOT
 * unread (its badge, the count in its label), one unread, none.
 */
export const UNREAD_COUNT_SLOT = 87;
export const SHELL_MESSAGE_SAMPLES = [UNREAD_COUNT_SLOT, 1, 0] as const;
