import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { configureChunkRecovery, resetChunkRecovery } from '../../lib/chunk-recovery';
import { AppErrorBoundary } from './error-screens';

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('the error screens', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    resetChunkRecovery();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetChunkRecovery();
  });

  it("shows 'Something went wrong' with a Refresh Page button for a rendering failure", async () => {
    const onRefresh = jest.fn();
    const { user } = renderWithProviders(
      <AppErrorBoundary onRefresh={onRefresh}>
        <Broken error={new Error('undefined is not a function')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're sorry, but something unexpected happened. Please try refreshing the page.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('shows the Application Error screen for a chunk that failed, and reloads', async () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    configureChunkRecovery({ reload, clearCaches: () => Promise.resolve() });
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    renderWithProviders(
      <AppErrorBoundary>
        <Broken error={error} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '🚨 Application Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're experiencing a technical issue. The application will reload automatically in a few seconds.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Now' })).toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('translates the error screen', async () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Broken error={new Error('boom')} />
      </AppErrorBoundary>,
      { lang: 'nl' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Er is iets misgegaan' }),
    ).toBeInTheDocument();
  });
});
