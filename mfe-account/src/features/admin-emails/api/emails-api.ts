import type { OutboxEmailResponse, OutboxEmailView, OutboxState } from 'contracts';
import { http } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

export type { OutboxEmailView };

/** The states staff look at: failed (every retry used) and pending (still being tried). */
export type ListedState = Exclude<OutboxState, 'sent'>;

export async function listEmails(
  state: ListedState,
  page: number,
): Promise<Paged<OutboxEmailView>> {
  // The query in the address itself, so that what was asked for is what a request log shows.
  const query = new URLSearchParams({ state, page: String(page) });
  const { data } = await http.get<unknown>(`/admin/emails?${query}`);
  return pagedOf<OutboxEmailView>(data);
}

/** Queues a failed e-mail again, with a fresh count of tries. */
export async function retryEmail(id: string): Promise<OutboxEmailView> {
  const { data } = await http.post<OutboxEmailResponse>(
    `/admin/emails/${encodeURIComponent(id)}/retry`,
  );
  return data.data;
}
