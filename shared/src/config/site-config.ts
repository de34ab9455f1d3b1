import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createDemoSiteConfig, type RemoteName, type SiteConfig } from 'contracts';

/**
 * The runtime site configuration published by the API at `/api/site-config` (its schema and
 * type live in `contracts`). Nothing in a bundle hard-codes these values: one build serves any
 * deployment. `RemoteName` is one of the four remotes, the keys of its `remotes` block.
 */
export type { RemoteName, SiteConfig };

export const SITE_CONFIG_PATH = '/api/site-config';

/**
 * Used by a remote running standalone without an API and by tests: the demo values the API
 * serves when nothing overrides them (contracts' createDemoSiteConfig), so both show the same.
 */
export const demoSiteConfig: SiteConfig = createDemoSiteConfig();

function isSiteConfig(value: unknown): value is SiteConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<SiteConfig>;
  return (
    typeof v.brandName === 'string' &&
    typeof v.apiBaseUrl === 'string' &&
    !!v.contact &&
    !!v.bank &&
    !!v.payments &&
    !!v.remotes
  );
}

/** The id of the data block in which the API's pages carry the configuration. */
export const INLINE_SITE_CONFIG_ID = 'site-config';

/**
 * The configuration the page carries inline (`<script type="application/json"
 * id="site-config">`, written by the API into every shell page), or null when there is none
 * or it is not a valid configuration.
 */
export function readInlineSiteConfig(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): SiteConfig | null {
  const element = doc?.getElementById(INLINE_SITE_CONFIG_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isSiteConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The site configuration: the page's inline copy when it has a valid one (no round trip),
 * otherwise fetched from the API. A standalone remote without an API, or an API that answers
 * nonsense, falls back to the demo configuration so the page still renders.
 */
export async function loadSiteConfig(
  url: string = SITE_CONFIG_PATH,
  fetchImpl: typeof fetch = fetch,
  inline: () => SiteConfig | null = readInlineSiteConfig,
): Promise<{ config: SiteConfig; fromServer: boolean }> {
  const inlined = inline();
  if (inlined) return { config: inlined, fromServer: true };
  try {
    const res = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) {
      const body: unknown = await res.json();
      if (isSiteConfig(body)) return { config: body, fromServer: true };
    }
  } catch {
    // Falls through to the demo configuration below.
  }
  return { config: demoSiteConfig, fromServer: false };
}

const SiteConfigContext = createContext<SiteConfig>(demoSiteConfig);

export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children?: ReactNode;
}) {
  return createElement(SiteConfigContext.Provider, { value: config }, children);
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
