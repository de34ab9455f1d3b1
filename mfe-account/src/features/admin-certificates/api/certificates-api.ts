import type {
  AdminCertificate,
  AdminCertificateResponse,
  BulkImportBody,
  BulkImportResponse,
  BulkRow,
  ImportProgress,
  ImportProgressResponse,
  IssueCertificateBody,
  RevokeBody,
} from 'contracts';
import { http, type UploadProgressEvent } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

// The shapes are the API's own (contracts); the names here are the ones the admin screens use.
export type { AdminCertificate, BulkRow, ImportProgress };
export type IssueCertificate = IssueCertificateBody;

/** A page of the list; with `cursor` (the page before's `nextCursor`) it starts where that ended. */
export async function listCertificates(
  search: string,
  page: number,
  cursor?: string,
): Promise<Paged<AdminCertificate>> {
  const { data } = await http.get<unknown>('/certificates', {
    params: {
      page,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
  return pagedOf<AdminCertificate>(data);
}

export async function issueCertificate(body: IssueCertificate): Promise<AdminCertificate> {
  const { data } = await http.post<AdminCertificateResponse>('/certificates', body);
  return data.data;
}

/**
 * Sends the CSV file as it was chosen (the preview read it in the server's own dialect, so the
 * server reads the same rows): 100,000 rows as CSV fit the import's body limit, where the same
 * rows as JSON objects, every column named in each, might not.
 */
export async function importCertificates(
  csv: string,
  onProgress: (fraction: number) => void,
): Promise<BulkImportResponse> {
  const body: BulkImportBody = { csv };
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

/** How many of an import's certificates have their credential signed (the job queue signs them). */
export async function importProgress(importId: string): Promise<ImportProgress> {
  const { data } = await http.get<ImportProgressResponse>(
    `/certificates/imports/${encodeURIComponent(importId)}`,
  );
  return data.data;
}

export async function revokeCertificate(certificateId: string, reason: string) {
  const body: RevokeBody = { reason };
  const { data } = await http.post<AdminCertificateResponse>(
    `/certificates/${encodeURIComponent(certificateId)}/revoke`,
    body,
  );
  return data.data;
}
