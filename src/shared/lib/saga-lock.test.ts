import { runSaga } from 'redux-saga';
import { call } from './saga-effects';
import { cancellable, sagaLock } from './saga-lock';

/** Runs `saga` with no store; its task. */
const run = (saga: () => Generator<unknown, void, unknown>) => runSaga({ dispatch: () => {}, getState: () => ({}) }, saga);

const never = () => new Promise<never>(() => {});

describe('cancellable and sagaLock', () => {
  afterEach(() => {
    delete (navigator as unknown as { locks?: unknown }).locks;
  });

  it('[MSG-34] [API-05] a saga cancelled while it waits on a cancellable promise runs its onCancel, once', () => {
    const onCancel = jest.fn();
    const task = run(function* () {
      yield* call(() => cancellable(never(), onCancel));
    });
    expect(onCancel).not.toHaveBeenCalled();
    task.cancel();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('[MSG-34] [API-05] a cancellable promise resolves as the promise it wraps', async () => {
    const onCancel = jest.fn();
    let got: number | null = null;
    const task = run(function* () {
      got = yield* call(() => cancellable(Promise.resolve(7), onCancel));
    });
    await task.toPromise();
    expect(got).toBe(7);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('[MSG-34] [API-05] a saga cancelled while it waits for a held lock withdraws its request', async () => {
    const signals: AbortSignal[] = [];
    // A lock another tab holds: the request waits until its signal aborts, then rejects as the platform does.
    const locks = {
      request: (_name: string, options: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          if (options.signal) signals.push(options.signal);
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const task = run(function* () {
      yield* call(sagaLock, 'flechazo-test');
    });
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    task.cancel();
    expect(signals[0]!.aborted).toBe(true);
    await task.toPromise();
  });

  it('[MSG-34] [API-05] without Web Locks the lock is granted at once', async () => {
    let release: (() => void) | null = null;
    const task = run(function* () {
      release = yield* call(sagaLock, 'flechazo-test');
    });
    await task.toPromise();
    expect(typeof release).toBe('function');
  });
});
