// Certificates: the public lookup (lookup.ts) and the admin's issue (issue.ts), bulk import
// (bulk-import.ts), list and revoke (admin.ts). The lookup and the revocation share the lookup
// cache, so a revocation shows at once.
import type { PublicCertificate } from 'contracts';
import { TtlCache } from '../../lib/ttl-cache';
import type { RoutePlugin } from '../../lib/typed-routes';
import { CERTIFICATE_CACHE_ENTRIES } from '../../certificates/views';
import { adminRoutes } from './admin';
import { bulkImportRoutes } from './bulk-import';
import { issueRoutes } from './issue';
import { lookupRoutes } from './lookup';

const certificateRoutes: RoutePlugin = async (app) => {
  const lookups = new TtlCache<PublicCertificate>(
    CERTIFICATE_CACHE_ENTRIES,
    app.config.certificateCacheSeconds * 1000,
  );
  await app.register(lookupRoutes, { lookups });
  await app.register(issueRoutes);
  await app.register(bulkImportRoutes);
  await app.register(adminRoutes, { lookups });
};

export default certificateRoutes;
