// The attempt this browser tab is taking, so a reload resumes it: `slug|level|attemptId`.
const STORAGE_KEY = 'assessmentAttempt';

export function rememberAttempt(slug: string, level: string, attemptId: string): void {
  sessionStorage.setItem(STORAGE_KEY, `${slug}|${level}|${attemptId}`);
}

/** The id of the remembered attempt of this assessment and level, if any. */
export function rememberedAttempt(slug: string, level: string): string | null {
  const saved = sessionStorage.getItem(STORAGE_KEY);
  if (!saved) return null;
  const [savedSlug, savedLevel, id] = saved.split('|');
  return savedSlug === slug && savedLevel === level && id ? id : null;
}

export function forgetAttempt(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
