// Helmet with a Content-Security-Policy that lets the shell run: its own scripts plus wherever
// the configured remotes live, inline styles (styled-components injects <style> tags), images
// from anywhere over https, and the map embed's host in a frame.
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
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", ...remoteOrigins, ...apiOrigins],
    frameSrc: frameOrigins.length > 0 ? frameOrigins : ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Plain-http deployments (localhost, an intranet IP) must keep working; issue 11 hardens this.
    upgradeInsecureRequests: null,
  };
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
      // Only meaningful over https; harmless otherwise.
      strictTransportSecurity: { maxAge: 15552000, includeSubDomains: false },
    });
  },
  { name: 'security-headers' },
);
