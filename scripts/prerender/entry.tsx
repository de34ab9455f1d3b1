// The server render (docs/PERFORMANCE.md 'Prerendering'): the shell's App with the providers
// startApp gives it, signed out, at one address in the language that address holds (/hi/...).
// The API calls `render` once per public route and language and puts the result into
// shell/dist/index.html.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  AppProviders,
  basenameOf,
  loadDictionaries,
  makeStore,
  pageTexts,
  recordDictionaryUse,
  RouteGuard,
  setServerPageData,
  splitLangPath,
  type RemoteName,
  type SiteConfig,
} from 'shared';
import { App } from '../../shell/src/app/app';
import { scriptFontHeadFor } from 'shared/script-fonts';
import { takeUsedRemotes } from './server-federation';
import { resetPageMeta, takePageMeta, type PageMeta } from './server-page-meta';

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for it. */
  styles: string;
  head: PageMeta | null;
  /** The remotes whose modules the page rendered (its HTML depends on their builds). */
  remotes: RemoteName[];
  /** The page's language and its texts by dictionary id, sent with it (none for English). */
  lang: string;
  texts: Record<string, Record<string, string>>;
  /** The head's tags of the language's script font (Hindi, Arabic), or ''. */
  fonts: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderNow(
  url: string,
  config: SiteConfig,
  data: Record<string, unknown> | null,
): Promise<RenderResult> {
  const { lang } = splitLangPath(url);
  // The texts of the chrome in that language; a page's own wait for theirs as it renders.
  await loadDictionaries(lang);
  resetPageMeta();
  takeUsedRemotes();
  recordDictionaryUse();
  // What the page would fetch after start (shared's pageData), for this render only.
  setServerPageData(data);
  const sheet = new ServerStyleSheet();
  try {
    const element = sheet.collectStyles(
      <StrictMode>
        <AppProviders store={makeStore()} config={config} lang={lang}>
          <StaticRouter location={url} basename={basenameOf(lang) || undefined}>
            <RouteGuard>
              <App />
            </RouteGuard>
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    // Waits for every lazy part (the shell's pages) before the markup is complete.
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(element, {
      // Every boundary inline: React outlines a large one into a hidden div and an inline
      // script that swaps it in, which the CSP blocks (the catalog's pages are lazy).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    const html = await readAll(prelude);
    // A part that failed would be rendered by the browser alone: not a page to send.
    if (errors.length > 0) {
      throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    }
    return {
      html,
      styles: sheet.getStyleTags(),
      head: takePageMeta(),
      remotes: takeUsedRemotes(),
      lang,
      texts: lang === 'en' ? {} : (pageTexts(lang) as Record<string, Record<string, string>>),
      fonts: scriptFontHeadFor(lang),
    };
  } finally {
    sheet.seal();
    setServerPageData(null);
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` (a path), with `data` for what its page would fetch (a certificate's page: the
 * certificate); renders run one after another (they share the records above).
 */
export function render(
  url: string,
  config: SiteConfig,
  data: Record<string, unknown> | null = null,
): Promise<RenderResult> {
  const next = queue.then(() => renderNow(url, config, data));
  queue = next.catch(() => undefined);
  return next;
}
