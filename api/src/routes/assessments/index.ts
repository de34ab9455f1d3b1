// Assessments: leveled, timed exams. The candidate's routes (candidate.ts; starting one: start.ts),
// the admin's editor (admin.ts), the admin's statistics, reviews and export (admin-results.ts)
// and decisions (admin-decisions.ts: a review's grant or refusal, a retake); the attempt's
// scoring lives in service.ts, the pure rules in rules.ts and the schemas in `contracts`.
import type { RoutePlugin } from '../../lib/typed-routes';
import { adminRoutes } from './admin';
import { adminDecisionRoutes } from './admin-decisions';
import { adminResultRoutes } from './admin-results';
import { candidateRoutes } from './candidate';
import { startRoutes } from './start';

const assessmentRoutes: RoutePlugin = async (app) => {
  await app.register(candidateRoutes);
  await app.register(startRoutes);
  await app.register(adminRoutes);
  await app.register(adminResultRoutes);
  await app.register(adminDecisionRoutes);
};

export default assessmentRoutes;
