// The server render's stand-in for shared/src/lib/use-page-meta.ts (swapped in by
// webpack.config.js): effects do not run on the server, so the page's title and description
// are recorded while it renders and written into the document's head by the API.
import { useLocation } from 'react-router-dom';
import { useSiteConfig } from 'shared';

export interface PageMeta {
  /** "Page | Brand", as the browser's usePageMeta sets it. */
  title: string;
  description?: string;
  /** The path the canonical URL is made of (the API adds the origin it was asked on). */
  path: string;
}

let current: PageMeta | null = null;

/** Starts a new render's record (one render at a time). */
export function resetPageMeta(): void {
  current = null;
}

/** What the last page rendered asked for, if any. */
export function takePageMeta(): PageMeta | null {
  const meta = current;
  current = null;
  return meta;
}

export function usePageMeta(title: string, description?: string): void {
  const { brandName } = useSiteConfig();
  const { pathname } = useLocation();
  // The innermost page renders last; its values win, as its effect would in the browser.
  current = {
    title: title ? `${title} | ${brandName}` : brandName,
    description: description ?? current?.description,
    path: pathname,
  };
}
