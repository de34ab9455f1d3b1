import { act, screen, within } from '@testing-library/react';
import { forgetPageData, http, PAGE_DATA_ID } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import CertificateRoutes from '../../../exposed/routes';
import { genuine } from '../api/credential.fixtures';

const certificate = {
  fullName: 'Asha Rao',
  certificateId: 'CERT-2024-0001',
  issuedBy: 'Example Training',
  courseName: 'CompTIA Security+',
  issueDate: '2024-03-05',
  status: 'valid',
};

type Reply = { status: number; body?: unknown } | 'network-error';

function answer(reply: (req: Recorded) => Reply) {
  api = mockApi(reply);
  return api;
}

/** The API of a found certificate: the lookup, its credential and the verifier's answer. */
function site(data: unknown = certificate) {
  return (req: Recorded): Reply => {
    if (req.url.endsWith('/credential'))
      return { status: 200, body: { type: ['VerifiableCredential'] } };
    if (req.url === '/api/credentials/verify') {
      return {
        status: 200,
        body: {
          success: true,
          data: genuine,
        },
      };
    }
    return { status: 200, body: { success: true, data } };
  };
}

const found = () => answer(site());

let api: ReturnType<typeof mockApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  jest.useRealTimers();
});

function renderAt(route: string, lang?: 'en' | 'fr') {
  return renderWithProviders(<CertificateRoutes />, { route, lang });
}

describe('the certificate lookup page', () => {
  it.each(['/CertificateLookup', '/verifyCertificate', '/verify-certificate'])(
    'shows the box and the Verify button at %s',
    (route) => {
      renderAt(route);
      expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Enter Certificate ID' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Verify' })).toBeVisible();
    },
  );

  it('rejects an empty or blank ID without sending a request', async () => {
    const { requests } = found();
    const { user } = renderAt('/CertificateLookup');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid Certificate ID.');
    await user.type(screen.getByLabelText('Enter Certificate ID'), '    ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid Certificate ID.');
    expect(screen.getByLabelText('Enter Certificate ID')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('verifies a certificate (trimmed ID, Enter submits) and shows its details', async () => {
    const { requests } = found();
    const { user } = renderAt('/CertificateLookup');
    await user.type(screen.getByLabelText('Enter Certificate ID'), '  CERT-2024-0001 {Enter}');
    const card = await screen.findByRole('region', { name: /Certificate Details/ });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/certificates/CERT-2024-0001' });
    // Then, not holding up the card, the check of its signed credential.
    expect(
      await within(card).findByText(/^Digital signature checked: issued by/),
    ).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/certificates/CERT-2024-0001',
      'GET /api/certificates/CERT-2024-0001/credential',
      'POST /api/credentials/verify',
    ]);
    expect(within(card).getByText('Verified')).toBeVisible();
    expect(within(card).queryByText('Revoked')).not.toBeInTheDocument();
    const value = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(value('Name')).toHaveTextContent('Asha Rao');
    expect(value('Certificate ID')).toHaveTextContent('CERT-2024-0001');
    expect(value('Issued By')).toHaveTextContent('Example Training');
    expect(value('Course')).toHaveTextContent('CompTIA Security+');
    // Each value keeps its own direction on an Arabic page ('+CompTIA Security' otherwise).
    expect(value('Course')?.firstElementChild?.tagName).toBe('BDI');
    expect(value('Issue Date')).toHaveTextContent('March 5, 2024');
    expect(screen.getByText('Certificate CERT-2024-0001 verified.')).toBeInTheDocument();
  });

  it('formats the issue date in the selected language', async () => {
    found();
    renderAt('/verify-certificate/CERT-2024-0001', 'fr');
    expect(await screen.findByText('5 mars 2024')).toBeVisible();
  });

  it('shows the page and the errors in the selected language', async () => {
    const { requests } = found();
    const { user } = renderAt('/CertificateLookup', 'fr');
    await user.click(await screen.findByRole('button', { name: 'Vérifier' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez saisir un identifiant de certificat valide.',
    );
    expect(screen.getByLabelText("Saisissez l'identifiant du certificat")).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('shows a loading state while the request runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = found();
    // Hold the mocked answer until the test has looked at the page mid-request.
    const answerNow = http.defaults.adapter;
    http.defaults.adapter = async (config) => {
      await gate;
      return answerNow(config);
    };
    try {
      const { user } = renderAt('/CertificateLookup');
      await user.type(screen.getByLabelText('Enter Certificate ID'), 'CERT-2024-0001');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
      expect(screen.getByText('Verifying…', { selector: '[role="status"]' })).toBeInTheDocument();
      await act(async () => release());
      expect(await screen.findByRole('region', { name: /Certificate Details/ })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    } finally {
      inner.restore();
    }
  });

  it('shows Certificate not found. in a red box on a 404', async () => {
    answer(() => ({ status: 404, body: { success: false, message: 'Certificate not found.' } }));
    const { user } = renderAt('/CertificateLookup');
    await user.type(screen.getByLabelText('Enter Certificate ID'), 'NOPE{Enter}');
    expect(await screen.findByText('Certificate not found.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Certificate not found.');
    expect(screen.queryByRole('region', { name: /Certificate Details/ })).not.toBeInTheDocument();
  });

  it('shows Certificate not found. when the answer is success:false', async () => {
    answer(() => ({ status: 200, body: { success: false } }));
    const { user } = renderAt('/CertificateLookup');
    await user.type(screen.getByLabelText('Enter Certificate ID'), 'NOPE{Enter}');
    expect(await screen.findByText('Certificate not found.')).toBeVisible();
  });

  it('shows Certificate not found. on a network error', async () => {
    answer(() => 'network-error');
    const { user } = renderAt('/CertificateLookup');
    await user.type(screen.getByLabelText('Enter Certificate ID'), 'CERT-2024-0001{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Certificate not found.');
  });

  it('clears the previous error and the previous result on each Verify', async () => {
    answer((req) =>
      req.url.endsWith('/CERT-2024-0001')
        ? { status: 200, body: { success: true, data: certificate } }
        : { status: 404, body: { success: false, message: 'Certificate not found.' } },
    );
    const { user } = renderAt('/CertificateLookup');
    const box = screen.getByLabelText('Enter Certificate ID');
    await user.type(box, 'WRONG{Enter}');
    expect(await screen.findByText('Certificate not found.')).toBeVisible();

    await user.clear(box);
    await user.type(box, 'CERT-2024-0001{Enter}');
    expect(await screen.findByRole('region', { name: /Certificate Details/ })).toBeVisible();
    expect(screen.queryByText('Certificate not found.')).not.toBeInTheDocument();

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a valid Certificate ID.')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Certificate Details/ })).not.toBeInTheDocument();
  });

  it('shows a revoked certificate with a Revoked state instead of Verified', async () => {
    answer(() => ({
      status: 200,
      body: { success: true, data: { ...certificate, status: 'revoked' } },
    }));
    renderAt('/verify-certificate/CERT-2024-0001');
    const card = await screen.findByRole('region', { name: /Certificate Details/ });
    expect(within(card).getByText('Revoked')).toBeVisible();
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
    expect(
      within(card).getByText('This certificate has been revoked and is no longer valid.'),
    ).toBeVisible();
    expect(
      screen.getByText('Certificate CERT-2024-0001 found, but it has been revoked.'),
    ).toBeInTheDocument();
  });

  it('shows an expired certificate as Expired and says so, not that it is verified', async () => {
    answer(site({ ...certificate, expiryDate: '2021-01-31' }));
    renderAt('/verify-certificate/CERT-2024-0001');
    const card = await screen.findByRole('region', { name: /Certificate Details/ });
    expect(within(card).getByText('Expired')).toBeVisible();
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
    expect(
      screen.getByText('Certificate CERT-2024-0001 found, but it expired on January 31, 2021.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Certificate CERT-2024-0001 verified.')).not.toBeInTheDocument();
  });

  it('verifies a deep link /verify-certificate/<id> on arrival', async () => {
    const { requests } = found();
    renderAt('/verify-certificate/CERT-2024-0001');
    expect(await screen.findByRole('region', { name: /Certificate Details/ })).toBeVisible();
    expect(screen.getByLabelText('Enter Certificate ID')).toHaveValue('CERT-2024-0001');
    expect(requests[0]?.url).toBe('/api/certificates/CERT-2024-0001');
  });

  it('verifies ?id=<id> on arrival', async () => {
    const { requests } = found();
    renderAt('/CertificateLookup?id=CERT-2024-0001');
    expect(await screen.findByRole('region', { name: /Certificate Details/ })).toBeVisible();
    expect(screen.getByLabelText('Enter Certificate ID')).toHaveValue('CERT-2024-0001');
    expect(requests[0]?.url).toBe('/api/certificates/CERT-2024-0001');
  });

  it('highlights the success card for exactly 3 seconds', async () => {
    jest.useFakeTimers();
    found();
    renderAt('/verify-certificate/CERT-2024-0001');
    const card = await screen.findByRole('region', { name: /Certificate Details/ });
    const capture = within(card).getByRole('article');
    expect(capture).toHaveAttribute('data-highlighted', 'true');
    expect(capture).toHaveStyle({ background: '#dcfce7' });
    // Async: the signature check these timers start answers inside act() too.
    await act(async () => jest.advanceTimersByTime(2999));
    expect(capture).toHaveAttribute('data-highlighted', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(capture).toHaveAttribute('data-highlighted', 'false');
    expect(capture).not.toHaveStyle({ background: '#dcfce7' });
  });

  describe('sent rendered by the server with the certificate (page data)', () => {
    const address = '/verify-certificate/CERT-2024-0001';
    const signature = {
      issuer: 'Example Training',
      key: 'key-1',
      signedAt: '2024-03-05T10:00:00Z',
    };

    /** The data block the API puts in the document of `forPath` (api/src/plugins/prerender.ts). */
    function sendWithDocument(forPath: string) {
      window.history.replaceState(null, '', address);
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = PAGE_DATA_ID;
      block.setAttribute('data-path', forPath);
      block.textContent = JSON.stringify({
        'certificate:CERT-2024-0001': certificate,
        'signature:CERT-2024-0001': signature,
      });
      document.head.append(block);
      forgetPageData();
    }

    afterEach(() => {
      document.getElementById(PAGE_DATA_ID)?.remove();
      forgetPageData();
      window.history.replaceState(null, '', '/');
    });

    it('shows it and its signature check in the first render, asking the API nothing', async () => {
      sendWithDocument(address);
      const { requests } = found();
      const { unmount } = renderAt(address);
      // In the first render: what the server's HTML shows, so the page hydrates.
      const card = screen.getByRole('region', { name: /Certificate Details/ });
      expect(within(card).getByText('Asha Rao')).toBeVisible();
      expect(within(card).getByRole('article')).toHaveAttribute('data-highlighted', 'true');
      expect(within(card).getAllByRole('status')[0]).toHaveTextContent(
        'Digital signature checked: issued by Example Training, key key-1, signed on March 5, 2024.',
      );
      expect(screen.getByLabelText('Enter Certificate ID')).toHaveValue('CERT-2024-0001');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(requests).toHaveLength(0);
      // Coming back to the page later within the app asks afresh: the data was the arrival's.
      unmount();
      renderAt(address);
      expect(await screen.findByRole('region', { name: /Certificate Details/ })).toBeVisible();
      expect(requests[0]?.url).toBe('/api/certificates/CERT-2024-0001');
    });

    it('ignores data sent with another address and verifies as usual', async () => {
      sendWithDocument('/verify-certificate/CERT-2024-0002');
      const { requests } = found();
      renderAt(address);
      expect(screen.queryByRole('region', { name: /Certificate Details/ })).toBeNull();
      expect(await screen.findByRole('region', { name: /Certificate Details/ })).toBeVisible();
      expect(requests[0]?.url).toBe('/api/certificates/CERT-2024-0001');
    });
  });

  it('shows the not-found page under an unknown path', () => {
    renderAt('/verify-certificate/a/b');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
