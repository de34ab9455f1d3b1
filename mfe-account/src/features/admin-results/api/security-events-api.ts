import type { SecurityEvent } from 'contracts';
import { http } from 'shared';
import { pagedOf } from '../../../lib/api-helpers';

export type { SecurityEvent };

export async function listSecurityEvents(): Promise<SecurityEvent[]> {
  const { data } = await http.get<unknown>('/security', { params: { pageSize: 100 } });
  return pagedOf<SecurityEvent>(data, 'events').rows;
}
