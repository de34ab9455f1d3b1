// Helmet with a strict Content-Security-Policy that still lets the site run:
// - scripts only from this origin and wherever the configured remotes live (no inline script, no
//   eval: the PDF libraries run without it);
// - styles from this origin plus inline styles, because styled-components injects <style> tags
//   at run time; a nonce would only work with server-side rendering (see docs/DEPLOYMENT.md);
// - images from this origin, data: URIs and the visitor counter's and map's hosts; the map embed's
//   host in a frame; fetches to this origin, the remotes and the API;
// - no plugins, no <base>, no framing of the site by anyone.
// HSTS only in production (a development server on plain http must not pin browsers to https).
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { originsOf } from '../site-config';
import type { AppConfig } from '../config';

export function cspDirectives(config: AppConfig): Record<string, string[] | null> {
  const { site } = config;
  const remoteOrigins = originsOf(Object.values(site.remotes));
  const apiOrigins = originsOf([site.apiBaseUrl, site.visitorCounterUrl]);
  const frameOrigins = originsOf([site.mapEmbedUrl]);
  const imageOrigins = originsOf([site.visitorCounterUrl, site.mapEmbedUrl]);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    scriptSrc: ["'self'", ...remoteOrigins],
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

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
      strictTransportSecurity: app.config.isProduction
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
        : false,
      // A link to a payment page or WhatsApp carries the origin only, never the path and query.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // same-origin everywhere; the static plugin opens /mfe/** to other origins.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
