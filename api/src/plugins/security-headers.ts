// Helmet with a strict Content-Security-Policy that still lets the site run:
// - scripts only from this origin and wherever the configured remotes live, plus the one inline
//   script that keeps input made before hydration, by its hash (no other inline script, no eval:
//   the PDF libraries run without it);
// - styles from this origin plus inline styles, because styled-components injects <style> tags
//   at run time; a nonce would only work with server-side rendering (see docs/DEPLOYMENT.md);
// - images from this origin, data: URIs and the visitor counter's and map's hosts; the map embed's
//   host in a frame; fetches to this origin, the remotes and the API;
// - no plugins, no <base>, no framing of the site by anyone.
// HSTS only in production (a development server on plain http must not pin browsers to https).
//
// The headers depend on the configuration only, so helmet computes them once at start and every
// answer gets the same values (@fastify/helmet would run helmet, CSP parsing included, for each
// request: about a tenth of the cost of a certificate lookup).
//
// API answers (JSON under /api, the browsable docs excepted) are never rendered as documents, so
// they carry the REST set instead (OWASP REST Security Cheat Sheet): a CSP that allows nothing and
// no framing, nosniff, X-Frame-Options DENY, the referrer policy, same-origin CORP, HSTS in
// production and Cache-Control: no-store (a route may set its own). The document-only headers
// (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, ...) stay off them: about 800 bytes less
// on every answer, which the certificate lookup's throughput shows (docs/PERFORMANCE.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { isUnder } from '../lib/url-prefix';
import { originsOf } from '../site-config';
import type { AppConfig } from '../config';
import { EARLY_INPUT_SCRIPT_HASH } from './early-input';

export function cspDirectives(config: AppConfig): Record<string, string[] | null> {
  const { site } = config;
  const remoteOrigins = originsOf(Object.values(site.remotes));
  const apiOrigins = originsOf([site.apiBaseUrl, site.visitorCounterUrl]);
  const frameOrigins = originsOf([site.mapEmbedUrl]);
  const imageOrigins = originsOf([site.visitorCounterUrl, site.mapEmbedUrl]);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    scriptSrc: ["'self'", ...remoteOrigins, EARLY_INPUT_SCRIPT_HASH],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...imageOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...remoteOrigins, ...apiOrigins],
    frameSrc: frameOrigins.length > 0 ? frameOrigins : ["'none'"],
    workerSrc: ["'none'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Plain-http deployments (localhost, an intranet IP) must keep working; behind TLS the
    // production HSTS header already keeps browsers on https.
    upgradeInsecureRequests: null,
  };
}

/** One year; `includeSubDomains` is left to the operator (other hosts may still be http). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

type Helmet = (
  options: HelmetOptions,
) => (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The helmet that @fastify/helmet (our dependency) depends on, whatever the install layout. */
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as Helmet;

export function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: config.isProduction
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
    // A link to a payment page or WhatsApp carries the origin only, never the path and query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // same-origin everywhere; the static plugin opens /mfe/** to other origins.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * Every header helmet sets for `config`, names lower-case. The directives are plain strings (no
 * per-request functions, no nonces), so the result is the same for every request.
 */
export function securityHeaderValues(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** The CSP of an API answer: nothing may load from it, nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers of every API answer (see the top of this file). */
export function apiHeaderValues(config: AppConfig): Record<string, string> {
  const document = securityHeaderValues(config);
  const hsts = document['strict-transport-security'];
  return {
    'content-security-policy': API_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': document['referrer-policy'] ?? 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'cache-control': 'no-store',
  };
}

/** An API answer: under /api, except the browsable documentation (an HTML page and its assets). */
export function isApiUrl(url: string): boolean {
  return isUnder(url, '/api') && !isUnder(url, '/api/docs');
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const documentHeaders = securityHeaderValues(app.config);
    const apiHeaders = apiHeaderValues(app.config);
    // Before any other hook, so even an early refusal (429, 404) carries them; with the request
    // id every answer echoes (one hook for both: this runs on every request).
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      reply.headers(isApiUrl(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
