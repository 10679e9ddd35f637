/** An IntersectionObserver the test drives, for lazy images and infinite lists. */

/** Records its options and targets; `enter` brings the watched elements into view (or out of it). */
export class FakeIO {
  static all: FakeIO[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private cb: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeIO.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  enter(isIntersecting = true) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.cb(entries, this as unknown as IntersectionObserver);
  }
}

const realIO = globalThis.IntersectionObserver;

/** IntersectionObserver is a FakeIO (none made yet) until `restoreIO`. */
export function installFakeIO(): void {
  FakeIO.all = [];
  globalThis.IntersectionObserver = FakeIO as unknown as typeof IntersectionObserver;
}

export function restoreIO(): void {
  globalThis.IntersectionObserver = realIO;
}
