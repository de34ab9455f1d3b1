// Certificates: the public lookup (lookup.ts) and the admin's issue (issue.ts), bulk import
// (bulk-import.ts), list and revoke (admin.ts); learners' name corrections
// (name-correction-requests.ts) and staff's decisions on them, which revoke (name-correction-decisions.ts). The lookup and the revocation share the lookup
// cache, so a revocation shows at once.
import type { PublicCertificate } from 'contracts';
import { TtlCache } from '../../lib/ttl-cache';
import type { RoutePlugin } from '../../lib/typed-routes';
import { CERTIFICATE_CACHE_ENTRIES } from '../../certificates/views';
import { adminRoutes } from './admin';
import { bulkImportRoutes } from './bulk-import';
import { issueRoutes } from './issue';
import { lookupRoutes } from './lookup';
import { nameCorrectionDecisionRoutes } from './name-correction-decisions';
import { nameCorrectionRequestRoutes } from './name-correction-requests';

const certificateRoutes: RoutePlugin = async (app) => {
  const lookups = new TtlCache<PublicCertificate>(
    CERTIFICATE_CACHE_ENTRIES,
    app.config.certificateCacheSeconds * 1000,
  );
  await app.register(lookupRoutes, { lookups });
  await app.register(issueRoutes);
  await app.register(bulkImportRoutes);
  await app.register(adminRoutes, { lookups });
  await app.register(nameCorrectionRequestRoutes);
  await app.register(nameCorrectionDecisionRoutes, { lookups });
};

export default certificateRoutes;
