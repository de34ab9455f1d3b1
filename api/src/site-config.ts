// The site configuration document (GET /api/site-config): everything the front ends must not
// hard-code. Built from the demo values (contracts' createDemoSiteConfig, which the front ends'
// standalone fallback shares), then an optional JSON file, then the environment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDemoSiteConfig, REMOTE_NAMES, type RemoteName, type SiteConfig } from 'contracts';
import { workingHoursByLanguage } from './site-config-hours';

export { REMOTE_NAMES, type RemoteName, type SiteConfig };

type FieldKind = 'text' | 'email' | 'url' | 'optionalUrl';

interface FieldSpec {
  /** Dotted path inside SiteConfig, e.g. 'contact.email'. */
  path: string;
  env: string;
  kind: FieldKind;
}

/** Every field of the document, the variable that overrides it and how it is validated. */
export const SITE_FIELDS: readonly FieldSpec[] = [
  { path: 'brandName', env: 'SITE_BRAND_NAME', kind: 'text' },
  { path: 'apiBaseUrl', env: 'API_BASE_URL', kind: 'url' },
  { path: 'contact.email', env: 'SITE_CONTACT_EMAIL', kind: 'email' },
  { path: 'contact.salesEmail', env: 'SITE_SALES_EMAIL', kind: 'email' },
  { path: 'contact.phone', env: 'SITE_PHONE', kind: 'text' },
  { path: 'contact.whatsappIndia', env: 'SITE_WHATSAPP_INDIA', kind: 'text' },
  { path: 'contact.whatsappInternational', env: 'SITE_WHATSAPP_INTERNATIONAL', kind: 'text' },
  { path: 'contact.address', env: 'SITE_ADDRESS', kind: 'text' },
  { path: 'contact.workingHours', env: 'SITE_WORKING_HOURS', kind: 'text' },
  { path: 'mapEmbedUrl', env: 'SITE_MAP_EMBED_URL', kind: 'optionalUrl' },
  { path: 'visitorCounterUrl', env: 'SITE_VISITOR_COUNTER_URL', kind: 'optionalUrl' },
  { path: 'social.facebook', env: 'SITE_FACEBOOK_URL', kind: 'optionalUrl' },
  { path: 'social.instagram', env: 'SITE_INSTAGRAM_URL', kind: 'optionalUrl' },
  { path: 'social.linkedin', env: 'SITE_LINKEDIN_URL', kind: 'optionalUrl' },
  { path: 'bank.accountNumber', env: 'BANK_ACCOUNT_NUMBER', kind: 'text' },
  { path: 'bank.bankName', env: 'BANK_NAME', kind: 'text' },
  { path: 'bank.branchName', env: 'BANK_BRANCH_NAME', kind: 'text' },
  { path: 'bank.accountHolderName', env: 'BANK_ACCOUNT_HOLDER', kind: 'text' },
  { path: 'bank.ifscCode', env: 'BANK_IFSC', kind: 'text' },
  { path: 'bank.email', env: 'BANK_EMAIL', kind: 'email' },
  { path: 'payments.paypalUrl', env: 'PAYPAL_URL', kind: 'optionalUrl' },
  { path: 'payments.cardPaymentUrl', env: 'CARD_PAYMENT_URL', kind: 'optionalUrl' },
  { path: 'remotes.catalog', env: 'REMOTE_CATALOG_URL', kind: 'url' },
  { path: 'remotes.account', env: 'REMOTE_ACCOUNT_URL', kind: 'url' },
  { path: 'remotes.certificates', env: 'REMOTE_CERTIFICATES_URL', kind: 'url' },
  { path: 'remotes.payments', env: 'REMOTE_PAYMENTS_URL', kind: 'url' },
];

type Tree = { [key: string]: string | Tree };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Absolute http(s) URL, or a same-origin path ('/x', never '//host' which would be another
 * origin in disguise).
 */
export function isHttpUrlOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(field: FieldSpec, value: string, source: string): string | undefined {
  const hint = `Fix ${source}.`;
  switch (field.kind) {
    case 'text':
      return value.trim() === ''
        ? `${field.path} must not be empty (from ${source}). ${hint}`
        : undefined;
    case 'email':
      return EMAIL_RE.test(value)
        ? undefined
        : `${field.path} must be an e-mail address like sales@example.com, got "${value}" (from ${source}). ${hint}`;
    case 'url':
      return isHttpUrlOrPath(value)
        ? undefined
        : `${field.path} must be an absolute http(s) URL or a path starting with '/', got "${value}" (from ${source}). ${hint}`;
    case 'optionalUrl':
      return value === '' || isHttpUrlOrPath(value)
        ? undefined
        : `${field.path} must be an absolute http(s) URL, a path starting with '/', or empty to turn it off, got "${value}" (from ${source}). ${hint}`;
  }
}

function getAt(tree: Tree, dotted: string): unknown {
  let node: unknown = tree;
  for (const key of dotted.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

function setAt(tree: Tree, dotted: string, value: string): void {
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  let node = tree;
  for (const key of keys) {
    const next = node[key];
    if (!isPlainObject(next)) throw new Error(`site config path ${dotted} is not an object`);
    node = next;
  }
  node[last] = value;
}

/** Reports keys the file has but the document does not know (a typo would otherwise be ignored). */
function unknownKeys(value: Record<string, unknown>, template: Tree, prefix: string): string[] {
  const problems: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    const expected = template[key];
    if (expected === undefined) problems.push(dotted);
    else if (isPlainObject(expected) && isPlainObject(child))
      problems.push(...unknownKeys(child, expected, dotted));
  }
  return problems;
}

/**
 * Builds the document: defaults, deep-merged with the JSON file named by SITE_CONFIG_FILE,
 * then individual environment variables on top. Returns the problems instead of throwing so
 * the caller can report them together with the other configuration errors.
 */
export function buildSiteConfig(
  env: NodeJS.ProcessEnv,
  cwd: string,
): { site: SiteConfig; errors: string[] } {
  const errors: string[] = [];
  // A new object each call: the overrides below are merged into it.
  const site = createDemoSiteConfig();
  const tree = site as unknown as Tree;
  const sources = new Map<string, string>();

  const file = env.SITE_CONFIG_FILE?.trim();
  if (file) {
    const filePath = path.resolve(cwd, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(filePath, 'utf8'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      errors.push(
        `SITE_CONFIG_FILE: cannot read ${filePath} as JSON (${reason}). Point SITE_CONFIG_FILE at a readable JSON file or unset it.`,
      );
    }
    if (parsed !== undefined) {
      if (!isPlainObject(parsed)) {
        errors.push(
          `SITE_CONFIG_FILE: ${filePath} must contain a JSON object shaped like the site configuration document.`,
        );
      } else {
        for (const key of unknownKeys(parsed, tree, '')) {
          errors.push(
            `SITE_CONFIG_FILE: unknown key "${key}" in ${filePath}. Remove it or correct its spelling (see api/README.md).`,
          );
        }
        for (const field of SITE_FIELDS) {
          const value = getAt(parsed as Tree, field.path);
          if (value === undefined) continue;
          if (typeof value !== 'string') {
            errors.push(
              `SITE_CONFIG_FILE: "${field.path}" in ${filePath} must be a string. Fix the file.`,
            );
            continue;
          }
          setAt(tree, field.path, value);
          sources.set(field.path, `"${field.path}" in ${filePath}`);
        }
      }
    }
  }

  for (const field of SITE_FIELDS) {
    const value = env[field.env];
    if (value === undefined) continue;
    setAt(tree, field.path, value.trim());
    sources.set(field.path, `the environment variable ${field.env}`);
  }

  // The bank e-mail follows the sales e-mail unless it was set on its own.
  const bankEmailFollowsSales = !sources.has('bank.email') && sources.has('contact.salesEmail');
  if (bankEmailFollowsSales) site.bank.email = site.contact.salesEmail;

  for (const field of SITE_FIELDS) {
    // A derived value is reported once, at its source.
    if (field.path === 'bank.email' && bankEmailFollowsSales) continue;
    const value = getAt(tree, field.path);
    if (typeof value !== 'string') continue;
    const problem = validate(field, value, sources.get(field.path) ?? 'the built-in default');
    if (problem) errors.push(problem);
  }
  const hours = workingHoursByLanguage(site.contact.workingHours);
  if (hours) site.contact.workingHoursIn = hours;
  return { site, errors };
}

/** Origins (scheme://host:port) of the absolute URLs among the given values. */
export function originsOf(values: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    if (!/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // validated at start; nothing to add
    }
  }
  return [...origins];
}
