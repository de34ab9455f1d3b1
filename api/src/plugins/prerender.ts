// Prerendering (docs/PERFORMANCE.md 'Prerendering'): the public routes' HTML rendered by the
// shell's server bundle (STATIC_ROOT/shell/dist-ssr/render.js, built by scripts/build-all.mjs)
// and put into the shell's index.html, so a page reads before its JavaScript has run; the
// browser then hydrates it. Each route renders at most once per process, with the runtime site
// configuration, and is kept in memory (only the sitemap's routes and the account pages, in the
// seven languages, so the cache is bounded). A page in another language (/hi/about-us) is rendered in that language and
// says so: <html lang dir>, its canonical address, and the hreflang alternates of all seven.
// Without the bundle, or when it fails, the plain index.html is sent as before: prerendering
// never makes a page fail.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { directionOf, languages, localizePath, splitLangPath } from 'contracts';
import { prerenderedRoutes } from '../seo/public-routes';
import type { SiteConfig } from '../site-config';
import { withEarlyInput } from './early-input';

/** What the client's usePageMeta sets, as the server render collected it. */
interface PageMeta {
  title: string;
  description?: string;
  path: string;
}

/** One route's render (see scripts/prerender/entry.tsx). */
export interface RenderedPage {
  html: string;
  styles: string;
  head: PageMeta | null;
  remotes: string[];
  /** The page's language and the texts it rendered with, by dictionary id (not for English). */
  lang?: string;
  texts?: Record<string, Record<string, string>>;
  /** The script font's preload and @font-face (Hindi, Arabic pages), made by the render. */
  fonts?: string;
}

/** What a page would fetch after start, by shared's pageData key (a certificate's page). */
export type PageData = Record<string, unknown>;

interface RenderModule {
  render(url: string, config: SiteConfig, data?: PageData | null): Promise<RenderedPage>;
}

export interface Prerenderer {
  site: SiteConfig;
  /** The shell's index.html as built, or null when it is missing. */
  readIndex(): Promise<string | null>;
  /** The route's render, or null when it is not prerendered. */
  page(route: string): Promise<RenderedPage | null>;
  /**
   * The route rendered with `data` (any route: the caller found the data for it), or null
   * when it could not be rendered. The last DATA_PAGES renders are kept, by route and data.
   */
  pageWith(route: string, data: PageData): Promise<RenderedPage | null>;
}

/** How many renders with data are kept (the most recently used). */
export const DATA_PAGES = 200;

/** A remote served by this process (its default address), whose build the bundle matches. */
function isLocalRemote(site: SiteConfig, name: string): boolean {
  const configured = (site.remotes as Record<string, string>)[name];
  return configured === `/mfe/${name}/mf-manifest.json`;
}

export function createPrerenderer(options: {
  renderModule: string;
  shellIndex: string;
  site: SiteConfig;
  log: FastifyBaseLogger;
}): Prerenderer {
  const { renderModule, shellIndex, site, log } = options;
  const routes = new Set(prerenderedRoutes());
  const pages = new Map<string, Promise<RenderedPage | null>>();
  const dataPages = new Map<string, Promise<RenderedPage | null>>();
  let loaded: Promise<RenderModule | null> | undefined;
  let index: { mtimeMs: number; text: string } | null = null;

  function load(): Promise<RenderModule | null> {
    loaded ??= (async () => {
      // No bundle: prerendering is off (docs/PERFORMANCE.md says how to turn it off).
      if (!existsSync(renderModule)) return null;
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const mod = require(renderModule) as Partial<RenderModule>;
        if (typeof mod.render !== 'function') throw new Error('it exports no render function');
        return mod as RenderModule;
      } catch (error) {
        log.warn({ err: error, renderModule }, 'prerendering is off: its bundle does not load');
        return null;
      }
    })();
    return loaded;
  }

  async function renderRoute(route: string, data?: PageData): Promise<RenderedPage | null> {
    const mod = await load();
    if (!mod) return null;
    try {
      const page = await mod.render(route, site, data ?? null);
      // A remote served from elsewhere may be another build than the one rendered here.
      const elsewhere = page.remotes.filter((name) => !isLocalRemote(site, name));
      return elsewhere.length > 0 ? null : page;
    } catch (error) {
      log.warn({ err: error, route }, 'this route is not prerendered: its render failed');
      return null;
    }
  }

  return {
    site,
    async readIndex() {
      try {
        const { mtimeMs } = await stat(shellIndex);
        if (index?.mtimeMs !== mtimeMs) {
          index = { mtimeMs, text: await readFile(shellIndex, 'utf8') };
        }
        return index.text;
      } catch {
        return null;
      }
    },
    page(route) {
      if (!routes.has(route)) return Promise.resolve(null);
      let page = pages.get(route);
      if (!page) {
        page = renderRoute(route);
        pages.set(route, page);
      }
      return page;
    },
    pageWith(route, data) {
      const key = `${route}\n${JSON.stringify(data)}`;
      let page = dataPages.get(key);
      if (page) {
        dataPages.delete(key);
      } else {
        page = renderRoute(route, data);
        if (dataPages.size >= DATA_PAGES) dataPages.delete(dataPages.keys().next().value as string);
      }
      dataPages.set(key, page);
      return page;
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON in a <script> that is never executed ('<' escaped so no value can end the element). */
function dataBlock(id: string, value: unknown, attributes = ''): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}"${attributes}>${json}</script>`;
}

/**
 * The site configuration as a data block the shell reads instead of fetching /api/site-config
 * (never executed, so the CSP's script-src does not apply; '<' is escaped so no value can end
 * the element).
 */
export function inlineSiteConfig(html: string, site: SiteConfig): string {
  const tag = dataBlock('site-config', site);
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : html;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** Open Graph's locale of each language (language_TERRITORY, the market the site serves). */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  hi: 'hi_IN',
  nl: 'nl_NL',
  fr: 'fr_FR',
  pt: 'pt_PT',
  it: 'it_IT',
  ar: 'ar_AE',
};

/** The page in every language, and English as the default for any other (x-default). */
export function alternateLinks(path: string, origin: string): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + href)}"/>`;
  return [
    ...languages.map(({ code }) => link(code, localizePath(code, path))),
    link('x-default', path),
  ].join('');
}

function headTags(meta: PageMeta, route: string, origin: string | null): string {
  const { lang, path } = splitLangPath(route);
  const tags = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}"/>`,
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:locale" content="${OG_LOCALES[lang] ?? 'en_US'}"/>`,
  ];
  if (origin) {
    const url = escapeHtml(origin + localizePath(lang, path));
    tags.unshift(`<link rel="canonical" href="${url}"/>`, alternateLinks(path, origin));
    tags.push(`<meta property="og:url" content="${url}"/>`);
  }
  if (meta.description) {
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}"/>`);
  }
  return tags.join('');
}

/** The document's <html> in the language of its address (the server says it, not a script). */
export function withLanguage(html: string, route: string): string {
  const { lang } = splitLangPath(route);
  return html.replace(/<html[^>]*>/, `<html lang="${lang}" dir="${directionOf(lang)}">`);
}

/**
 * index.html (configuration inline) with the page's markup, styles and head tags, and the data
 * it was rendered with, if any (as data, for its address only: shared's pageData).
 */
export function prerenderedDocument(
  html: string,
  page: RenderedPage,
  route: string,
  origin: string | null,
  brandName: string,
  data?: PageData,
): string {
  if (!html.includes(EMPTY_ROOT) || !html.includes('</head>')) return html;
  let head = page.styles + (page.fonts ?? '');
  if (page.head) {
    const meta = page.head;
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
    if (meta.description) {
      html = html.replace(
        /<meta name="description"[^>]*>/,
        `<meta name="description" content="${escapeHtml(meta.description)}"/>`,
      );
    }
    head += headTags(meta, route, origin);
    head += `<meta property="og:site_name" content="${escapeHtml(brandName)}"/>`;
  }
  // The texts of the page's language go with it, as data (never executed; '<' escaped), so the
  // browser hydrates without first loading the dictionaries' chunks.
  if (page.lang && page.texts && Object.keys(page.texts).length > 0) {
    head += dataBlock('page-texts', page.texts, ` data-lang="${escapeHtml(page.lang)}"`);
  }
  if (data) {
    head += dataBlock('page-data', data, ` data-path="${escapeHtml(route)}"`);
  }
  return html
    .replace('</head>', `${head}</head>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" data-prerendered="${escapeHtml(route)}">${page.html}</div>`,
    );
}

/**
 * The shell's document for this request: null when the shell is not built; the route's
 * prerendered page when `prerender` allows and there is one (rendered with `data` when given);
 * index.html otherwise. Every one carries the site configuration inline and the script that
 * keeps input made before hydration (./early-input.ts).
 */
export async function shellDocument(
  prerenderer: Prerenderer,
  request: FastifyRequest,
  prerender: boolean,
  data?: PageData,
): Promise<string | null> {
  const index = await prerenderer.readIndex();
  if (index === null) return null;
  const route = request.url.split('?')[0] ?? '/';
  const withConfig = withLanguage(withEarlyInput(inlineSiteConfig(index, prerenderer.site)), route);
  if (!prerender) return withConfig;
  const page = await (data ? prerenderer.pageWith(route, data) : prerenderer.page(route));
  if (!page) return withConfig;
  return prerenderedDocument(
    withConfig,
    page,
    route,
    // PUBLIC_ORIGIN, never the request's Host: the page is cacheable.
    request.server.config.publicOrigin,
    prerenderer.site.brandName,
    data,
  );
}
