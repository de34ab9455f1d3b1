// /sitemap.xml and /robots.txt at the site's root, for search engines.
import type { FastifyInstance } from 'fastify';
import { languages, localizePath, prefixedLangs } from 'contracts';
import { publicRoutes } from '../../seo/public-routes';

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
  // Every absolute URL is built from PUBLIC_ORIGIN, never from the request's Host: a shared cache
  // keeps these for an hour, and a forged Host must not be able to poison it.
  const base = app.config.publicOrigin;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(base));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      // Account and admin screens, and the API, are nothing to index.
      'Disallow: /api/',
      ...['', ...prefixedLangs.map((lang) => `/${lang}`)].flatMap((prefix) => [
        `Disallow: ${prefix}/admin-panel`,
        `Disallow: ${prefix}/test`,
        // A reminder's opt-out page: its address holds a person's token.
        `Disallow: ${prefix}/reminders/`,
      ]),
      'Allow: /',
      `Sitemap: ${base}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
}
