// Quiz results: the server scores a submission against the attempt it served.
import { Type, type Static } from 'typebox';
import {
  cursorField,
  keysetPagedResponse,
  listResponse,
  nullable,
  paging,
  withDefaults,
} from './common';

/** POST /results: `maxQuestions` comes from the server's configuration. */
export function submitQuizBody(maxQuestions: number) {
  return Type.Object(
    {
      attemptId: Type.String({ format: 'uuid' }),
      answers: Type.Array(
        Type.Object(
          {
            questionId: Type.String({ format: 'uuid' }),
            // null: left unanswered (counts as wrong)
            selectedOption: nullable('integer', { minimum: 0, maximum: 5 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: maxQuestions },
      ),
    },
    { additionalProperties: false },
  );
}
export type SubmitQuizBody = Static<ReturnType<typeof submitQuizBody>>;

export const SubmitQuizResponse = Type.Object({
  success: Type.Boolean(),
  attemptId: Type.String(),
  score: Type.Integer(),
  total: Type.Integer(),
  passed: Type.Boolean(),
  passPercent: Type.Optional(Type.Integer()),
});
export type SubmitQuizResponse = Static<typeof SubmitQuizResponse>;

export const QuizResult = Type.Object({
  attemptId: Type.String(),
  category: Type.String(),
  score: Type.Integer(),
  total: Type.Integer(),
  passed: Type.Boolean(),
  startedAt: Type.String(),
  submittedAt: Type.String(),
});
export type QuizResult = Static<typeof QuizResult>;

export const MyResults = listResponse(QuizResult);
export type MyResults = Static<typeof MyResults>;

export const AdminQuizResult = Type.Object({
  ...QuizResult.properties,
  userId: Type.String(),
  username: Type.String(),
  email: Type.String(),
});
export type AdminQuizResult = Static<typeof AdminQuizResult>;

/** Admin lists filtered by user or attempt (results and security events). */
export const UserAttemptFilterQuery = withDefaults(
  Type.Object(
    {
      ...paging,
      userId: Type.Optional(Type.String({ format: 'uuid' })),
      attemptId: Type.Optional(Type.String({ format: 'uuid' })),
    },
    { additionalProperties: false },
  ),
);
export type UserAttemptFilterQuery = Static<typeof UserAttemptFilterQuery>;

/**
 * The admin's results: filtered by user, attempt or category, searched by the people, paged by
 * cursor.
 */
export const ListResultsQuery = withDefaults(
  Type.Object(
    {
      ...UserAttemptFilterQuery.properties,
      category: Type.Optional(
        Type.String({ minLength: 1, maxLength: 100, description: 'Only results in this category' }),
      ),
      search: Type.Optional(
        Type.String({
          minLength: 3,
          maxLength: 100,
          description:
            'Results of the accounts whose username, full name or e-mail address holds it (case and accents ignored); with @, an address prefix',
        }),
      ),
      cursor: cursorField,
    },
    { additionalProperties: false },
  ),
);
export type ListResultsQuery = Static<typeof ListResultsQuery>;

export const ResultsPage = keysetPagedResponse(AdminQuizResult);
export type ResultsPage = Static<typeof ResultsPage>;
