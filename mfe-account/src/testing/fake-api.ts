// The account remote's component tests answer the API in-process (shared/testing's mockApi).
// One place for the fake's life in a test file: installed by a test, taken down after it, with
// the stored token the client sends where the screen needs one.
import { mockApi, type Recorded } from 'shared/testing';

export type Reply = { status: number; body?: unknown };

/** What a list endpoint answers when a test says nothing of it: an empty first page. */
export const emptyPage: Reply = {
  status: 200,
  body: { success: true, data: [], total: 0, page: 1, pageSize: 20 },
};

/**
 * Call once at the top of a test file (it registers `beforeEach` / `afterEach`). After each test
 * the fake is taken down; with `token`, that token is stored before each test (the client sends
 * it) and the storage cleared after. `serve` installs the fake: `handler` answers, an empty page
 * where it answers nothing; it returns what was sent. `sent` lists what went to one route.
 */
export function fakeApiForEachTest({ token }: { token?: string } = {}) {
  let api: ReturnType<typeof mockApi> | undefined;
  if (token) beforeEach(() => window.localStorage.setItem('token', token));
  afterEach(() => {
    api?.restore();
    api = undefined;
    if (token) window.localStorage.clear();
  });
  return {
    serve(handler: (req: Recorded) => Reply | undefined = () => undefined) {
      api?.restore();
      api = mockApi((req) => handler(req) ?? emptyPage);
      return api;
    },
    /** The requests sent with `method` to `path` (without the /api prefix) in this test. */
    sent: (method: string, path: string) =>
      api?.requests.filter((r) => r.method === method && r.url === `/api${path}`) ?? [],
  };
}

/**
 * Answers by route ('GET /users/me/mfa', without the /api prefix): a reply, or a function of the
 * request that gives one; a route not named gets nothing (so the caller's default applies).
 */
export const byRoute =
  (routes: Record<string, Reply | ((req: Recorded) => Reply)>) =>
  (req: Recorded): Reply | undefined => {
    const route = routes[`${req.method} ${req.url.replace(/^\/api/, '')}`];
    return typeof route === 'function' ? route(req) : route;
  };
