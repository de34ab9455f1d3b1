import type {
  AccountResponse,
  AccountUser,
  AddQuestionBody,
  AdminCertificate,
  AdminCertificateResponse,
  AdminQuestion,
  AdminQuizResult,
  BulkImportBody,
  BulkImportResponse,
  BulkRow,
  IssueCertificateBody,
  RevokeBody,
  Role,
  SecurityEvent,
  SuccessMessage,
  AdminMfaResetBody,
  UpdateQuestionBody,
  UpdateUserBody,
} from 'contracts';
import { http, type UploadProgressEvent } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

// The shapes are the API's own (contracts); the names here are the ones the admin screens use.
export type { AccountUser, AdminCertificate, BulkRow, SecurityEvent };
export type IssueCertificate = IssueCertificateBody;
export type UserRole = Role;
export type Question = AdminQuestion;
export type QuestionInput = AddQuestionBody;
export type QuizResult = AdminQuizResult;

export async function listCertificates(
  search: string,
  page: number,
): Promise<Paged<AdminCertificate>> {
  const { data } = await http.get<unknown>('/certificates', {
    params: { page, ...(search.trim() ? { search: search.trim() } : {}) },
  });
  return pagedOf<AdminCertificate>(data);
}

export async function issueCertificate(body: IssueCertificate): Promise<AdminCertificate> {
  const { data } = await http.post<AdminCertificateResponse>('/certificates', body);
  return data.data;
}

export async function importCertificates(
  rows: BulkRow[],
  onProgress: (fraction: number) => void,
): Promise<BulkImportResponse> {
  const body: BulkImportBody = { rows };
  const { data } = await http.post<BulkImportResponse>('/certificates/bulk', body, {
    // Imports can be large; the spec's 10 s default is for interactive calls.
    timeout: 120_000,
    onUploadProgress: (event: UploadProgressEvent) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  onProgress(1);
  return data;
}

export async function revokeCertificate(certificateId: string, reason: string) {
  const body: RevokeBody = { reason };
  const { data } = await http.post<AdminCertificateResponse>(
    `/certificates/${encodeURIComponent(certificateId)}/revoke`,
    body,
  );
  return data.data;
}

export async function listUsers(search: string, page: number): Promise<Paged<AccountUser>> {
  const { data } = await http.get<unknown>('/users', {
    params: { page, ...(search.trim() ? { search: search.trim() } : {}) },
  });
  return pagedOf<AccountUser>(data);
}

/** PATCH /users/:id; making an admin needs `code`, a current code of the acting admin's factor. */
export async function setUserRole(id: string, role: UserRole, code?: string): Promise<AccountUser> {
  const body: UpdateUserBody = code ? { role, code } : { role };
  const { data } = await http.patch<AccountResponse>(`/users/${encodeURIComponent(id)}`, body);
  return data.data;
}

/**
 * DELETE /users/:id/mfa: turns another account's second factor off and ends its sessions (the
 * API audits it and e-mails the owner). Answers the server's message, in the page's language.
 */
export async function resetUserMfa(id: string, code: string): Promise<string> {
  const body: AdminMfaResetBody = { code };
  const { data } = await http.request<SuccessMessage>(
    'delete',
    `/users/${encodeURIComponent(id)}/mfa`,
    body,
  );
  return data.message;
}

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

export async function listResults(): Promise<QuizResult[]> {
  const { data } = await http.get<unknown>('/results', { params: { pageSize: 100 } });
  return pagedOf<QuizResult>(data, 'results').rows;
}

export async function listSecurityEvents(): Promise<SecurityEvent[]> {
  const { data } = await http.get<unknown>('/security', { params: { pageSize: 100 } });
  return pagedOf<SecurityEvent>(data, 'events').rows;
}
