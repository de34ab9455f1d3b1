import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyScreen } from './lazy-screen';

function Screen() {
  return <p>Course page</p>;
}

/** Stands in for the shell's remote area, which catches what a remote throws. */
class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function renderLazy(load: () => Promise<typeof Screen>) {
  const Lazy = lazyScreen(load, 3, 1);
  render(
    <Catch>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>
    </Catch>,
  );
}

describe('lazyScreen', () => {
  it('tries a failing chunk again and shows the screen when a later attempt loads', async () => {
    let calls = 0;
    renderLazy(async () => {
      calls += 1;
      if (calls < 3) throw new Error('Loading chunk 12 failed.');
      return Screen;
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Course page')).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('gives up after 3 attempts and passes the error on', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    renderLazy(async () => {
      calls += 1;
      throw new Error('Loading chunk 12 failed.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 12 failed.');
    expect(calls).toBe(3);
    quiet.mockRestore();
  });

  it('renders a screen loaded ahead in its first render, without the fallback', async () => {
    let calls = 0;
    const Lazy = lazyScreen(async () => {
      calls += 1;
      return Screen;
    });
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously: no fallback was ever committed (a prerendered page is hydrated, not replaced).
    expect(screen.getByText('Course page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('loads a screen once when it is preloaded and rendered at the same time', async () => {
    let calls = 0;
    const Lazy = lazyScreen(async () => {
      calls += 1;
      return Screen;
    });
    const preloading = Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    await preloading;
    expect(await screen.findByText('Course page')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
