import { ConfigError, loadConfig } from '../src/config';

/** The problems loadConfig reports for an environment (none: an empty list). */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
