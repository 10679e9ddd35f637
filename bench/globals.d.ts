/** What the benches' init scripts record on the page (typed for tsconfig.scripts.json's checkJs). */
export {};
declare global {
  interface Window {
    __longTasks: { start: number; ms: number }[];
    __longtasks: number[];
    /** bench/pwa.mjs: when the first card, the offline shell and its first row appeared (performance.now()). */
    __marks: { card?: number; offline?: number; rows?: number };
  }
}
