import { act, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { __reset, __setRemoteModule, calls } from '../../testing/federation-runtime-double';
import { forgetLoadedRemotes, registerSiteRemotes } from './federation';
import { RemoteArea } from './remote-area';

function Broken(): never {
  throw new Error('boom');
}

describe('a remote area', () => {
  // As the shell's bootstrap does: the remotes and, once, the loading plugin.
  beforeAll(() =>
    registerSiteRemotes({
      catalog: '/mfe/catalog/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      certificates: '/mfe/certificates/mf-manifest.json',
      payments: '/mfe/payments/mf-manifest.json',
    }),
  );

  beforeEach(() => {
    __reset();
    forgetLoadedRemotes();
  });

  it("renders the remote's exposed component", async () => {
    __setRemoteModule('catalog/routes', async () => ({ default: () => <h1>Catalog page</h1> }));
    renderWithProviders(<RemoteArea remote="catalog" exposed="./routes" />);
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
  });

  it('shows a contained fallback when the remote cannot be loaded, and retries on request', async () => {
    __setRemoteModule('account/routes', () => Promise.reject(new Error('manifest 404')));
    const { user } = renderWithProviders(
      <>
        <nav>site navigation</nav>
        <RemoteArea remote="account" exposed="./routes" />
      </>,
    );
    // Three attempts, 1000 ms apart, before the fallback shows.
    expect(
      await screen.findByText('This section is temporarily unavailable', {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('site navigation')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'account/routes')).toHaveLength(3);

    __setRemoteModule('account/routes', async () => ({ default: () => <h1>Log in</h1> }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'account/routes')).toHaveLength(4);
  });

  it('retries a remote that fails at first and shows it without the fallback', async () => {
    let failures = 0;
    __setRemoteModule('catalog/routes', async () => {
      if (failures < 2) {
        failures += 1;
        throw new Error('Failed to fetch');
      }
      return { default: () => <h1>Catalog page</h1> };
    });
    renderWithProviders(<RemoteArea remote="catalog" exposed="./routes" />);
    expect(
      await screen.findByRole('heading', { name: 'Catalog page' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
    expect(calls.filter((c) => c === 'catalog/routes')).toHaveLength(3);
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    __setRemoteModule('certificates/routes', async () => ({ default: Broken }));
    renderWithProviders(
      <>
        <footer>site footer</footer>
        <RemoteArea remote="certificates" exposed="./routes" />
      </>,
    );
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('site footer')).toBeInTheDocument();
  });

  it('uses the given fallback while loading and when the remote is down', async () => {
    let fail: (e: Error) => void = () => {};
    __setRemoteModule('payments/pay-now-menu', () => new Promise((_, reject) => (fail = reject)));
    renderWithProviders(
      <RemoteArea
        remote="payments"
        exposed="./pay-now-menu"
        loading={<a href="/contact-us">Pay Now</a>}
        fallback={<a href="/contact-us">Pay Now</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
    await act(async () => fail(new Error('down')));
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/contact-us');
  });
});
