// /sitemap.xml and /robots.txt at the site's root, for search engines.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languages, localizePath, prefixedLangs } from 'contracts';
import { publicRoutes } from './public-routes';

/** A host name or IP with an optional port; anything else in Host is not echoed into XML. */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin the page was asked for (the proxy's when TRUST_PROXY says so). */
function origin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host || !SAFE_HOST.test(host)) return null;
  return `${request.protocol}://${host}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every public page in every language, each with its alternates in all seven and English as
 * x-default (Google's hreflang in sitemaps).
 */
export function sitemapXml(base: string, routes: readonly string[] = publicRoutes()): string {
  const urls = routes.flatMap((route) => {
    const alternates = [
      ...languages.map(({ code }) => [code, localizePath(code, route)] as const),
      ['x-default', route] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + href)}"/>`,
      )
      .join('');
    return languages.map(
      ({ code }) =>
        `  <url><loc>${escapeXml(base + localizePath(code, route))}</loc>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export default async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = origin(request);
    if (!base) return reply.code(400).send({ success: false, message: 'Bad Host header.' });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(base));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const base = origin(request);
    const lines = [
      'User-agent: *',
      // Account and admin screens, and the API, are nothing to index.
      'Disallow: /api/',
      ...['', ...prefixedLangs.map((lang) => `/${lang}`)].flatMap((prefix) => [
        `Disallow: ${prefix}/admin-panel`,
        `Disallow: ${prefix}/test`,
      ]),
      'Allow: /',
      ...(base ? [`Sitemap: ${base}/sitemap.xml`] : []),
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
}
