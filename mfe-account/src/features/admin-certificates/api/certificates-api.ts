import type {
  AdminCertificate,
  AdminCertificateResponse,
  BulkImportBody,
  BulkImportResponse,
  BulkRow,
  IssueCertificateBody,
  RevokeBody,
} from 'contracts';
import { http, type UploadProgressEvent } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

// The shapes are the API's own (contracts); the names here are the ones the admin screens use.
export type { AdminCertificate, BulkRow };
export type IssueCertificate = IssueCertificateBody;

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
