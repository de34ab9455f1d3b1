import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { RemoteName, SiteConfig } from 'contracts';

/**
 * The runtime site configuration published by the API at `/api/site-config` (its schema and
 * type live in `contracts`). Nothing in a bundle hard-codes these values: one build serves any
 * deployment. `RemoteName` is one of the four remotes, the keys of its `remotes` block.
 */
export type { RemoteName, SiteConfig };

export const SITE_CONFIG_PATH = '/api/site-config';

/**
 * Used by a remote running standalone without an API and by tests. Clearly fictional values,
 * the same kind the API's demo defaults use.
 */
export const demoSiteConfig: SiteConfig = {
  brandName: 'Skillbridge IT Academy (demo)',
  apiBaseUrl: '/api',
  contact: {
    email: 'info@example.com',
    salesEmail: 'sales@example.com',
    phone: '+91 98765 43210',
    whatsappIndia: '+91 98765 43210',
    whatsappInternational: '+1 555 0100',
    address: 'Demo House, Connaught Place, New Delhi 110001, India',
    workingHours: 'Mon - Sat 11AM - 7PM',
  },
  mapEmbedUrl: '',
  visitorCounterUrl: '',
  social: {
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
  },
  bank: {
    accountNumber: '000000000000',
    bankName: 'Demo Bank',
    branchName: 'Connaught Place',
    accountHolderName: 'Skillbridge IT Academy (demo)',
    ifscCode: 'DEMO0000001',
    email: 'sales@example.com',
  },
  payments: {
    paypalUrl: 'https://www.paypal.com/ncp/payment/DEMO',
    cardPaymentUrl: 'https://buy.stripe.com/test_demo',
  },
  remotes: {
    catalog: '/mfe/catalog/mf-manifest.json',
    account: '/mfe/account/mf-manifest.json',
    certificates: '/mfe/certificates/mf-manifest.json',
    payments: '/mfe/payments/mf-manifest.json',
  },
};

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
