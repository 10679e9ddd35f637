import { afterNextPaint, NEXT_PAINT_MAX_MS } from './idle';

describe('afterNextPaint', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('[PERF] resolves in the task after the next frame', async () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frame = cb;
      return 1;
    });
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    frame(0);
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('[PERF] settles even when no frame comes (a visible page whose frames are paused)', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let done = false;
    void afterNextPaint().then(() => (done = true));
    jest.advanceTimersByTime(NEXT_PAINT_MAX_MS - 1);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
