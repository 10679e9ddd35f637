/** What the benches' init scripts record on the page (typed for tsconfig.scripts.json's checkJs). */
export {};
declare global {
  interface Window {
    __longTasks: { start: number; ms: number }[];
    __longtasks: number[];
  }
}
