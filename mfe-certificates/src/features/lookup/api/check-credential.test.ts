import { http } from 'shared';
import { mockApi, type Recorded } from 'shared/testing';
import { checkCredential, credentialDownloadUrl } from './check-credential';
import { credential, genuine } from './credential.fixtures';

type Reply = { status: number; body?: unknown } | 'network-error';

let api: ReturnType<typeof mockApi> | undefined;

function serve(verify: (req: Recorded) => Reply, credentialReply?: Reply) {
  api = mockApi((req) =>
    req.url.endsWith('/credential')
      ? (credentialReply ?? { status: 200, body: credential })
      : verify(req),
  );
  return api;
}

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('checkCredential', () => {
  it('fetches the credential, posts it unchanged to the verifier and summarizes a genuine one', async () => {
    const { requests } = serve(() => ({ status: 200, body: { success: true, data: genuine } }));
    await expect(checkCredential('CERT-2024-0001')).resolves.toEqual({
      issuer: 'Example Training',
      key: 'key-1',
      signedAt: '2024-03-05T10:00:00Z',
    });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/certificates/CERT-2024-0001/credential',
      'POST /api/credentials/verify',
    ]);
    expect(requests[1]?.data).toEqual(credential);
  });

  it('names the issuer by its DID when the credential gives no name', async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: { ...genuine, issuer: { id: 'did:web:academy.example', name: null } },
      },
    }));
    await expect(checkCredential('CERT-2024-0001')).resolves.toMatchObject({
      issuer: 'did:web:academy.example',
    });
  });

  it('answers null when the signature is not genuine', async () => {
    serve(() => ({
      status: 200,
      body: {
        success: true,
        data: { ...genuine, genuine: false, valid: false, problems: ['invalid signature'] },
      },
    }));
    await expect(checkCredential('CERT-2024-0001')).resolves.toBeNull();
  });

  it('answers null when a genuine answer lacks the key or the signing time', async () => {
    serve(() => ({
      status: 200,
      body: { success: true, data: { ...genuine, verificationMethod: null } },
    }));
    await expect(checkCredential('CERT-2024-0001')).resolves.toBeNull();
    api?.restore();
    serve(() => ({ status: 200, body: { success: true, data: { ...genuine, signedAt: null } } }));
    await expect(checkCredential('CERT-2024-0001')).resolves.toBeNull();
  });

  it('answers null, without asking the verifier, when the credential cannot be fetched', async () => {
    const { requests } = serve(() => ({ status: 200, body: { success: true, data: genuine } }), {
      status: 404,
      body: { success: false, message: 'Certificate not found.' },
    });
    await expect(checkCredential('CERT-2024-0001')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it.each<[string, Reply]>([
    ['refuses it', { status: 422, body: { success: false, message: 'Foreign issuer' } }],
    ['is unreachable', 'network-error'],
    ['answers success:false', { status: 200, body: { success: false } }],
  ])('answers null when the verifier %s', async (_case, reply) => {
    serve(() => reply);
    await expect(checkCredential('CERT-2024-0001')).resolves.toBeNull();
  });
});

describe('credentialDownloadUrl', () => {
  const base = http.defaults.baseURL;
  afterEach(() => void (http.defaults.baseURL = base));

  it("points at the credential as a file, on the API's configured base", () => {
    expect(credentialDownloadUrl('CERT-2024-0001')).toBe(
      '/api/certificates/CERT-2024-0001/credential?download',
    );
    http.defaults.baseURL = 'https://api.example.com/v1/';
    expect(credentialDownloadUrl('CERT 1')).toBe(
      'https://api.example.com/v1/certificates/CERT%201/credential?download',
    );
  });
});
