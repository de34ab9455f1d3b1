import type {
  AdminBatch,
  CreateBatchBody,
  ItemTranslations,
  LangTexts,
  UpdateBatchBody,
} from 'contracts';
import { http } from 'shared';

// The API's shapes (contracts): dates are calendar days, prices whole paise and cents.
export type { AdminBatch, CreateBatchBody, UpdateBatchBody };

export async function listBatches(): Promise<AdminBatch[]> {
  const { data } = await http.get<{ data: AdminBatch[] }>('/commerce/batches');
  return data.data;
}

export async function createBatch(body: CreateBatchBody): Promise<AdminBatch> {
  const { data } = await http.post<{ data: AdminBatch }>('/commerce/batches', body);
  return data.data;
}

export async function updateBatch(id: string, body: UpdateBatchBody): Promise<AdminBatch> {
  const { data } = await http.patch<{ data: AdminBatch }>(
    `/commerce/batches/${encodeURIComponent(id)}`,
    body,
  );
  return data.data;
}

/** GET /translations/batch/:id: the schedule's translations, by language. */
export async function batchTranslations(id: string): Promise<{ schedule: LangTexts }> {
  const { data } = await http.get<{ data: ItemTranslations }>(
    `/translations/batch/${encodeURIComponent(id)}`,
  );
  return { schedule: data.data.texts.schedule ?? {} };
}

/** PUT /translations/batch/:id: the changed translations (an empty text removes one). */
export async function saveBatchTranslations(
  id: string,
  texts: { schedule?: LangTexts },
): Promise<void> {
  await http.put(`/translations/batch/${encodeURIComponent(id)}`, { texts });
}
