// Serves the built front ends from STATIC_ROOT in the one-process deployment:
//   STATIC_ROOT/shell/dist          at /        (unknown HTML navigations get its index.html)
//   STATIC_ROOT/mfe-<name>/dist     at /mfe/<name>/  (a missing file is a real 404)
// Hashed chunks are cached for a year; everything else revalidates, so a redeploy shows at once.
// Every shell document carries the runtime site configuration inline, and the public routes are
// sent already rendered when STATIC_ROOT/shell/dist-ssr/render.js exists (docs/PERFORMANCE.md
// 'Prerendering'; see ./prerender.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { said } from '../lib/messages';
import { isUnder } from '../lib/url-prefix';
import { prefixedLangs } from 'contracts';
import { prerenderedRoutes } from '../seo/public-routes';
import { REMOTE_NAMES } from '../site-config';
import { certificatePageData } from './certificate-page';
import { createPrerenderer, shellDocument, type PageData } from './prerender';

/** A content hash segment: `123.a1b2c3d4.js`, `main.0f3c9e1d2b.css`. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath))
    ? 'public, max-age=31536000, immutable'
    : // index.html, manifests, remoteEntry.js, main.js and other stable names must revalidate.
      'no-cache';
}

function setCacheHeaders(
  res: { setHeader(name: string, value: string): unknown },
  filePath: string,
): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
}

/** Media ranges a browser, crawler, link checker or curl names when it would take a page. */
const PAGE_RANGES = new Set(['text/html', 'application/xhtml+xml', 'text/*', '*/*']);

// Whether the request would take a page: no Accept at all (many bots), or one naming HTML or any
// type (`*/*`, which curl, link checkers and link-preview bots send), unless it gives that range
// q=0. A client asking for JSON only (`application/json`) gets none.
export function acceptsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (!PAGE_RANGES.has(type)) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A missing file (`/missing-chunk.js`, `/logo.png`) is a 404 whatever is accepted, never a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/**
 * A page's address answers a page or a JSON 404 by the request's Accept: a shared cache must key
 * it by Accept too, or it could serve the 404 it stored for one client to everyone.
 */
function varyOnAccept(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names = typeof vary === 'string' ? vary.split(',').map((name) => name.trim()) : [];
  if (names.some((name) => name.toLowerCase() === 'accept' || name === '*')) return;
  reply.header('vary', [...names.filter(Boolean), 'Accept'].join(', '));
}

export default fp(
  async function staticHosting(app: FastifyInstance) {
    const { staticRoot, corsOrigins, site } = app.config;
    const shellDir = path.join(staticRoot, 'shell', 'dist');
    const prerenderer = createPrerenderer({
      renderModule: path.join(staticRoot, 'shell', 'dist-ssr', 'render.js'),
      shellIndex: path.join(shellDir, 'index.html'),
      site,
      log: app.log,
    });

    if (!existsSync(shellDir)) {
      app.log.warn(
        { shellDir },
        'the shell is not built yet: /api works, pages answer 503 until `npm run build` has run',
      );
    }
    // The shell's files are sent by the one route below that also answers its documents
    // (`serve: false`: the plugin gives the reply `sendFile` and registers no route).
    await app.register(fastifyStatic, {
      root: shellDir,
      serve: false,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      serveDotFiles: false,
    });

    for (const name of REMOTE_NAMES) {
      const dir = path.join(staticRoot, `mfe-${name}`, 'dist');
      if (!existsSync(dir)) app.log.warn({ dir }, `remote "${name}" is not built yet`);
      await app.register(fastifyStatic, {
        root: dir,
        prefix: `/mfe/${name}/`,
        wildcard: true,
        index: false,
        redirect: false,
        decorateReply: false,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        serveDotFiles: false,
      });
    }

    // Remote assets are public files: any origin may load them unless CORS_ORIGINS narrows it.
    // They must also be embeddable cross-origin (helmet's default resource policy is same-origin).
    // A callback hook, not an async one: it runs for every request, the API's included, and a
    // promise per request is measurable on the certificate lookup (docs/PERFORMANCE.md).
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
      if (!isUnder(request.url, '/mfe')) {
        done();
        return;
      }
      // A folder is not a file: never a listing, never someone else's index.html.
      if (request.method !== 'OPTIONS' && request.url.split('?')[0]?.endsWith('/')) {
        reply.callNotFound();
        return;
      }
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const origin = request.headers.origin;
      if (corsOrigins.length === 0) {
        reply.header('access-control-allow-origin', '*');
      } else if (origin && corsOrigins.includes(origin)) {
        reply.header('access-control-allow-origin', origin);
      }
      reply.header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
        reply.header('access-control-max-age', '600');
        const requested = request.headers['access-control-request-headers'];
        if (requested) reply.header('access-control-allow-headers', requested);
        reply.code(204).send();
        return;
      }
      done();
    });

    app.setNotFoundHandler(function notFound(request: FastifyRequest, reply: FastifyReply) {
      const pageAddress =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isUnder(request.url, '/api') &&
        !isUnder(request.url, '/mfe') &&
        !FILE_NAME.test(request.url.split('?')[0] ?? '');
      if (pageAddress) varyOnAccept(reply);
      if (!pageAddress || !acceptsPage(request)) return notFoundJson(request, reply);
      // Client-side routes (/comptia/specialist/a-plus, ...) are the shell's to resolve.
      return sendShell(request, reply, false);
    });

    /**
     * The JSON 404. An unknown API path got the API headers (no-store included) in onRequest;
     * elsewhere it is said here: a 404 is no answer to keep.
     */
    function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ success: false, ...said(request, 'NOT_FOUND') });
    }

    /** The shell's document: prerendered when `prerender` allows and there is one. */
    async function sendShell(
      request: FastifyRequest,
      reply: FastifyReply,
      prerender: boolean,
      data?: PageData,
    ) {
      const document = await shellDocument(prerenderer, request, prerender, data);
      if (document === null) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The front end is not built yet. Run `npm run build` (or `npm start`) first.');
      }
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(document);
    }

    // A language's home page is /hi, as the router's links write it; /hi/ is the same page.
    for (const lang of prefixedLangs) {
      app.get(`/${lang}/`, { schema: { hide: true } }, async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`/${lang}${query}`, 301);
      });
    }

    // The shell's document itself and the prerendered routes in every language (sitemap.xml's
    // list and the account pages) come before the shell's files: the document, with the
    // configuration inline, prerendered for a plain navigation to a public route. One route
    // answers both, looking the address up in a set: a route of its own for each of the
    // several hundred addresses made every start of the server (and every test's app) spend
    // 130 ms registering them.
    const documentPaths = new Set(['/index.html', ...prerenderedRoutes()]);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      errorHandler(error, request, reply) {
        // The visitor went away while a file was being sent: nothing is left to answer.
        if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
          request.raw.destroy();
          return;
        }
        return app.errorHandler(error, request, reply);
      },
      handler: async (request, reply) => {
        const query = request.url.indexOf('?');
        const pathname = query === -1 ? request.url : request.url.slice(0, query);
        if (documentPaths.has(pathname)) {
          // As before: "/" is the document whatever it accepts; a deep link is one for a page.
          if (pathname !== '/' && pathname !== '/index.html') {
            varyOnAccept(reply);
            if (!acceptsPage(request)) return notFoundJson(request, reply);
          }
          return sendShell(request, reply, query === -1 && pathname !== '/index.html');
        }
        let file: string;
        try {
          file = decodeURI(pathname);
        } catch {
          return reply.callNotFound();
        }
        return reply.sendFile(file);
      },
    });

    // A certificate's page, in every language: rendered with its certificate (./certificate-page.ts).
    const certificatePage = certificatePageData(app);
    for (const prefix of ['', ...prefixedLangs.map((lang) => `/${lang}`)]) {
      app.get<{ Params: { certificateId: string } }>(
        `${prefix}/verify-certificate/:certificateId`,
        { schema: { hide: true } },
        async (request, reply) => {
          varyOnAccept(reply);
          if (!acceptsPage(request)) return notFoundJson(request, reply);
          if (request.url.includes('?')) return sendShell(request, reply, false);
          const data = await certificatePage(request, request.params.certificateId);
          return sendShell(request, reply, data !== null, data ?? undefined);
        },
      );
    }
  },
  { name: 'static-hosting' },
);
