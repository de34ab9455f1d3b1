import { whenIdle } from './when-idle';

/** Pretends the page's load event ended just now (jsdom has no navigation timing). */
function loadedJustNow() {
  // (Fake timers start performance.now() at 0, and a loadEventEnd of 0 means "not loaded".)
  const navigation = { loadEventEnd: performance.now() + 1 } as PerformanceNavigationTiming;
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [navigation],
  });
}

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });

  it('runs at the first interaction, once', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    loadedJustNow();
    whenIdle(run);
    jest.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5_000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs two seconds after the load event when nobody interacts', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    loadedJustNow();
    whenIdle(run);
    jest.advanceTimersByTime(1_500);
    expect(run).not.toHaveBeenCalled();
    // Then the first idle moment, at the latest 2 s later.
    jest.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const cancel = whenIdle(run);
    cancel();
    jest.advanceTimersByTime(10_000);
    document.dispatchEvent(new MouseEvent('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });
});
