import type { ExamFormat } from './types';

// Helpers for writing a CompTIA course's page content (./comptia/<slug>.ts); nothing here
// imports the CompTIA summaries, so a course's chunk holds its own content only.

/** Scaled scores: CompTIA reports results on a 100-900 scale. */
export const scaled = (score: number) => `${score} (on a scale of 100-900)`;

export const exam = (
  code: string,
  maxQuestions: number,
  minutes: number,
  passingScore: string,
): ExamFormat => ({ code, maxQuestions, minutes, passingScore });

export const stackable = (names: string) =>
  `${names} — CompTIA awards this stackable certification once all of them are held`;
