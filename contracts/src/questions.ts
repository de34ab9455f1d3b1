// The question bank: what a quiz taker is served (never the answers) and what admins manage.
import { Type, type Static } from 'typebox';
import { line, listResponse, nullable, paging, pagedResponse, text, withDefaults } from './common';

export const Category = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: '^[A-Za-z0-9][A-Za-z0-9 _.-]*$',
});

const questionFields = {
  text: text(1000, 1),
  options: Type.Array(line(300, 1), { minItems: 2, maxItems: 6 }),
  correctOption: Type.Integer({ minimum: 0, maximum: 5 }),
  category: Category,
  explanation: Type.Optional(text(2000)),
};

/** What a quiz taker sees: never the correct option or the explanation. */
export const ServedQuestion = Type.Object({
  id: Type.String(),
  text: Type.String(),
  options: Type.Array(Type.String()),
  category: Type.String(),
});
export type ServedQuestion = Static<typeof ServedQuestion>;

export const AdminQuestion = Type.Object({
  ...ServedQuestion.properties,
  correctOption: Type.Integer(),
  explanation: Type.String(),
  level: Type.Optional(nullable('string')),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminQuestion = Static<typeof AdminQuestion>;

export const QuestionResponse = Type.Object({ success: Type.Boolean(), data: AdminQuestion });
export type QuestionResponse = Static<typeof QuestionResponse>;

/** GET /questions/getQuestions: `maxQuestions` comes from the server's configuration. */
export function startQuizQuery(maxQuestions: number) {
  return withDefaults(
    Type.Object(
      {
        category: Type.Optional(Category),
        count: Type.Integer({ minimum: 1, maximum: maxQuestions, default: 10 }),
      },
      { additionalProperties: false },
    ),
  );
}
export type StartQuizQuery = Static<ReturnType<typeof startQuizQuery>>;

export const StartQuizResponse = Type.Object({
  success: Type.Boolean(),
  attemptId: Type.String(),
  category: Type.String(),
  deadline: Type.String({ description: 'ISO-8601 UTC; submissions after it are refused' }),
  durationSeconds: Type.Integer(),
  questions: Type.Array(ServedQuestion),
});
export type StartQuizResponse = Static<typeof StartQuizResponse>;

export const QuestionCategory = Type.Object({ category: Type.String(), count: Type.Integer() });
export type QuestionCategory = Static<typeof QuestionCategory>;
export const QuestionCategories = listResponse(QuestionCategory);
export type QuestionCategories = Static<typeof QuestionCategories>;

export const ListQuestionsQuery = withDefaults(
  Type.Object({ ...paging, category: Type.Optional(Category) }, { additionalProperties: false }),
);
export type ListQuestionsQuery = Static<typeof ListQuestionsQuery>;
export const QuestionsPage = pagedResponse(AdminQuestion);
export type QuestionsPage = Static<typeof QuestionsPage>;

export const AddQuestionBody = Type.Object(questionFields, { additionalProperties: false });
export type AddQuestionBody = Static<typeof AddQuestionBody>;

export const UpdateQuestionBody = Type.Object(
  {
    text: Type.Optional(questionFields.text),
    options: Type.Optional(questionFields.options),
    correctOption: Type.Optional(questionFields.correctOption),
    category: Type.Optional(questionFields.category),
    explanation: questionFields.explanation,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateQuestionBody = Static<typeof UpdateQuestionBody>;
