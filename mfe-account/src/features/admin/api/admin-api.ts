import { http, type UploadProgressEvent } from 'shared';
import { pagedOf, type Paged } from '../../common/api-helpers';

export interface AdminCertificate {
  certificateId: string;
  fullName: string;
  courseName: string;
  issuedBy: string;
  issueDate: string;
  status: 'valid' | 'revoked';
  revokedReason?: string | null;
  revokedAt?: string | null;
  createdAt?: string;
}

export interface IssueCertificate {
  fullName: string;
  courseName: string;
  issuedBy?: string;
  issueDate?: string;
}

export interface BulkRow {
  fullName?: string;
  courseName?: string;
  issuedBy?: string;
  issueDate?: string;
  certificateId?: string;
}

export type UserRole = 'user' | 'employee' | 'admin';

export interface AccountUser {
  id: string;
  username: string;
  email: string;
  role: UserRole;
  country?: string;
  interest?: string;
  createdAt: string;
}

export interface Question {
  id: string;
  text: string;
  options: string[];
  correctOption: number;
  category: string;
  explanation?: string;
}
export type QuestionInput = Omit<Question, 'id'>;

export interface QuizResult {
  attemptId: string;
  userId?: string;
  username?: string;
  email?: string;
  category: string;
  score: number;
  total: number;
  passed: boolean;
  submittedAt?: string;
  startedAt?: string;
}

export interface SecurityEvent {
  id: string;
  attemptId: string;
  userId?: string;
  username?: string;
  kind: string;
  occurredAt: string;
}

interface One<T> {
  success: boolean;
  message?: string;
  data: T;
}

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
  const { data } = await http.post<One<AdminCertificate>>('/certificates', body);
  return data.data;
}

export async function importCertificates(
  rows: BulkRow[],
  onProgress: (fraction: number) => void,
): Promise<{ message?: string; data: AdminCertificate[] }> {
  const { data } = await http.post<{ message?: string; data: AdminCertificate[] }>(
    '/certificates/bulk',
    { rows },
    {
      // Imports can be large; the spec's 10 s default is for interactive calls.
      timeout: 120_000,
      onUploadProgress: (event: UploadProgressEvent) => {
        if (event.total) onProgress(event.loaded / event.total);
      },
    },
  );
  onProgress(1);
  return data;
}

export async function revokeCertificate(certificateId: string, reason: string) {
  const { data } = await http.post<One<AdminCertificate>>(
    `/certificates/${encodeURIComponent(certificateId)}/revoke`,
    { reason },
  );
  return data.data;
}

export async function listUsers(search: string, page: number): Promise<Paged<AccountUser>> {
  const { data } = await http.get<unknown>('/users', {
    params: { page, ...(search.trim() ? { search: search.trim() } : {}) },
  });
  return pagedOf<AccountUser>(data);
}

export async function setUserRole(id: string, role: UserRole): Promise<AccountUser> {
  const { data } = await http.patch<One<AccountUser>>(`/users/${encodeURIComponent(id)}`, {
    role,
  });
  return data.data;
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

export async function updateQuestion(id: string, body: Partial<QuestionInput>): Promise<void> {
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
