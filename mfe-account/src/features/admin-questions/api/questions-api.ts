import type { AddQuestionBody, AdminQuestion, UpdateQuestionBody } from 'contracts';
import { http } from 'shared';
import { pagedOf } from '../../../lib/api-helpers';

// The shapes are the API's own (contracts); the names here are the ones the admin screens use.
export type Question = AdminQuestion;
export type QuestionInput = AddQuestionBody;

export async function listQuestions(category?: string): Promise<Question[]> {
  const { data } = await http.get<unknown>('/questions', {
    params: { ...(category ? { category } : {}), pageSize: 100 },
  });
  return pagedOf<Question>(data, 'questions').rows;
}

export async function addQuestion(body: QuestionInput): Promise<void> {
  await http.post('/questions/addQuestion', body);
}

export async function updateQuestion(id: string, body: UpdateQuestionBody): Promise<void> {
  await http.patch(`/questions/${encodeURIComponent(id)}`, body);
}

export async function deleteQuestion(id: string): Promise<void> {
  await http.delete(`/questions/${encodeURIComponent(id)}`);
}
