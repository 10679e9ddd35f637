/**
 * A static copy's dialog (a conversation, a profile view) opens as the app opens its own (showModal:
 * the top layer, its backdrop, the focus on its first control), in the frame that paints it, before it
 * does. Opening it (it takes the focus) and reading its layout lay the page out, which that frame does
 * anyway; done in the renderer's task, the fill's, they made that one long task (55 ms at a slow phone's
 * speed on the conversation, bench/lighthouse-screens.mjs --tasks). Escape waits for the app (its dialog
 * closes the screen). `opened`, if given, runs once it is open (the conversation scrolls to its newest message).
 */
export function openInFrame(dialog: Element, opened?: (d: HTMLDialogElement) => void): void {
  requestAnimationFrame(() => {
    if (!dialog.isConnected || !(dialog instanceof HTMLDialogElement) || dialog.open) return;
    dialog.addEventListener('cancel', (e) => e.preventDefault());
    dialog.showModal();
    opened?.(dialog);
  });
}
