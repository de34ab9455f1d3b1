import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import {
  configureChunkRecovery,
  importWithRetry,
  installChunkErrorRecovery,
  isChunkLoadError,
  lazyWithRetry,
  recoverFromChunkError,
  RECOVERY_STORAGE_KEY,
  resetChunkRecovery,
} from './chunk-recovery';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(error: https://site/123.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk-load recovery', () => {
  let reload: jest.Mock;
  let clearCaches: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    resetChunkRecovery();
    reload = jest.fn();
    clearCaches = jest.fn(() => Promise.resolve());
    configureChunkRecovery({ reload, clearCaches });
  });

  afterEach(() => {
    jest.useRealTimers();
    resetChunkRecovery();
  });

  it('recognises the chunk-load failures and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new SyntaxError("Unexpected token '<'"))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch /mfe/catalog/mf-manifest.json'))).toBe(
      false,
    );
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('retries a screen chunk 3 times in total, 1000 ms apart, then reloads', async () => {
    const importer = jest.fn(() => Promise.reject(chunkError()));
    const result = importWithRetry(importer);
    const settled = result.catch((error: unknown) => error);

    await act(async () => {});
    expect(importer).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(importer).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(importer).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(importer).toHaveBeenCalledTimes(3);
    expect(await settled).toBeInstanceOf(Error);
    expect(importer).toHaveBeenCalledTimes(3);

    // The final failure reloads through the counted recovery: the first retry waits 1 s.
    expect(reload).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(clearCaches).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RECOVERY_STORAGE_KEY)).toBe('1');
  });

  it('succeeds quietly when a later attempt loads', async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce('module');
    const result = importWithRetry(importer);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await expect(result).resolves.toBe('module');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits 1, 2 and 3 s for the three retries and then stops for good', async () => {
    for (const [previous, delay] of [
      [0, 1000],
      [1, 2000],
      [2, 3000],
    ] as const) {
      resetChunkRecovery();
      configureChunkRecovery({ reload, clearCaches });
      reload.mockClear();
      sessionStorage.setItem(RECOVERY_STORAGE_KEY, String(previous));
      expect(recoverFromChunkError()).toBe('reloading');
      await act(async () => jest.advanceTimersByTime(delay - 1));
      expect(reload).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(reload).toHaveBeenCalledTimes(1);
    }
    resetChunkRecovery();
    configureChunkRecovery({ reload, clearCaches });
    reload.mockClear();
    expect(recoverFromChunkError()).toBe('exhausted');
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reacts to chunk errors reported to the window, once per page', async () => {
    const uninstall = installChunkErrorRecovery();
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'x' }));
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'x' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('an ordinary bug') }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RECOVERY_STORAGE_KEY)).toBe('1');
    uninstall();
  });

  it('reacts to an unhandled rejection for a failed fetch', async () => {
    const uninstall = installChunkErrorRecovery();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new TypeError('Failed to fetch') });
    window.dispatchEvent(event);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('forgets the count after a healthy load', async () => {
    sessionStorage.setItem(RECOVERY_STORAGE_KEY, '2');
    const uninstall = installChunkErrorRecovery();
    await act(() => jest.advanceTimersByTimeAsync(9_999));
    expect(sessionStorage.getItem(RECOVERY_STORAGE_KEY)).toBe('2');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(sessionStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
    uninstall();
  });

  it('keeps the count when the page failed again', async () => {
    sessionStorage.setItem(RECOVERY_STORAGE_KEY, '3');
    const uninstall = installChunkErrorRecovery();
    expect(recoverFromChunkError()).toBe('exhausted');
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(sessionStorage.getItem(RECOVERY_STORAGE_KEY)).toBe('3');
    uninstall();
  });

  it('renders a lazy screen that loads on its second attempt', async () => {
    const Screen = lazyWithRetry(
      jest
        .fn<Promise<{ default: () => ReactElement }>, []>()
        .mockRejectedValueOnce(chunkError())
        .mockResolvedValueOnce({ default: () => <h1>Services</h1> }),
    );
    render(
      <Suspense fallback={<p>Loading content...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
  });
});
