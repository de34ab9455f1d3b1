// Assessments: leveled, timed exams. The candidate's routes (candidate.ts), the admin's editor
// (admin.ts) and the admin's statistics, reviews and export (admin-results.ts); the attempt's
// scoring lives in service.ts, the pure rules in rules.ts and the schemas in `contracts`.
import type { RoutePlugin } from '../../lib/typed-routes';
import { adminRoutes } from './admin';
import { adminResultRoutes } from './admin-results';
import { candidateRoutes } from './candidate';

const assessmentRoutes: RoutePlugin = async (app) => {
  await app.register(candidateRoutes);
  await app.register(adminRoutes);
  await app.register(adminResultRoutes);
};

export default assessmentRoutes;
