/**
 * The scheduling helpers work that the member does not see waits on (issue 32, interaction latency):
 * afterNextPaint lets the frame that answers a tap paint first, whenIdle waits for an idle moment.
 */
import { afterNextPaint, NEXT_PAINT_MAX_MS, nextTask, whenIdle } from './idle';

/** Lets every promise callback queued so far run (no timer runs). */
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('[PERF] resolves in a new task after the next frame: not before the frame, not inside it', async () => {
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await microtasks();
    jest.advanceTimersByTime(NEXT_PAINT_MAX_MS - 1);
    await microtasks();
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);
    // The frame runs: what waits must not run inside it (it would hold back the paint), but right after.
    frames[0]?.(0);
    await microtasks();
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await microtasks();
    expect(done).toBe(true);
  });

  it('[PERF] settles even when no frame comes (a visible page whose frames are paused)', async () => {
    let done = false;
    void afterNextPaint().then(() => (done = true));
    jest.advanceTimersByTime(NEXT_PAINT_MAX_MS - 1);
    await microtasks();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await microtasks();
    expect(done).toBe(true);
  });

  it('[PERF] in a hidden tab (no frames come) it waits for no frame: it resolves in the next task', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await microtasks();
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await microtasks();
    expect(done).toBe(true);
    expect(frames).toHaveLength(0);
  });
});

describe('whenIdle and nextTask', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('[PERF] whenIdle waits for the browser to be idle, at most timeoutMs', async () => {
    const idle: { cb: () => void; timeout: number | undefined }[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (cb: () => void, opts?: { timeout?: number }) => idle.push({ cb, timeout: opts?.timeout }),
    });
    jest.useFakeTimers();
    let done = false;
    void whenIdle({ timeoutMs: 1234 }).then(() => (done = true));
    jest.advanceTimersByTime(5000);
    await microtasks();
    expect(done).toBe(false);
    expect(idle.map((i) => i.timeout)).toEqual([1234]);
    idle[0]?.cb();
    await microtasks();
    expect(done).toBe(true);
  });

  it('[PERF] without requestIdleCallback (Safari, jsdom) whenIdle resolves after fallbackMs, and nextTask in a new task', async () => {
    expect(typeof window.requestIdleCallback).toBe('undefined');
    jest.useFakeTimers();
    let idle = false;
    let task = false;
    void whenIdle({ fallbackMs: 300 }).then(() => (idle = true));
    void nextTask().then(() => (task = true));
    await microtasks();
    expect([idle, task]).toEqual([false, false]);
    jest.advanceTimersByTime(0);
    await microtasks();
    expect([idle, task]).toEqual([false, true]);
    jest.advanceTimersByTime(299);
    await microtasks();
    expect(idle).toBe(false);
    jest.advanceTimersByTime(1);
    await microtasks();
    expect(idle).toBe(true);
  });
});
