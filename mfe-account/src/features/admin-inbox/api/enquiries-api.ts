import type {
  EnquiryStaffList,
  EnquiryStatus,
  StaffEnquiriesPage,
  StaffEnquiry,
  StaffEnquiryRow,
} from 'contracts';
import { http } from 'shared';
import type { Paged } from '../../../lib/api-helpers';

// The API's shapes (contracts).
export type { EnquiryStatus, StaffEnquiry, StaffEnquiryRow };
export type StaffMember = EnquiryStaffList['data'][number];

/** What the list is filtered by; an empty value filters nothing. */
export interface InboxFilter {
  status: EnquiryStatus | '';
  course: string;
  /** YYYY-MM-DD, whole days in UTC. */
  from: string;
  to: string;
  q: string;
}

export const EMPTY_FILTER: InboxFilter = { status: '', course: '', from: '', to: '', q: '' };

export const INBOX_PAGE_SIZE = 20;
/** An export can take longer than an ordinary call. */
const LONG_REQUEST_MS = 60_000;

function filterQuery(filter: InboxFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['status', 'course', 'from', 'to', 'q'] as const) {
    const value = filter[key].trim();
    if (value) query.set(key, value);
  }
  return query;
}

/**
 * GET /enquiries: page `page`, newest first, starting at `after` (the cursor the page before it
 * answered), the filter written into the address. The total is counted up to 10,000
 * (`totalCapped` past it).
 */
export async function listEnquiries(
  filter: InboxFilter,
  page: number,
  after?: string,
): Promise<Paged<StaffEnquiryRow>> {
  const query = filterQuery(filter);
  query.set('limit', String(INBOX_PAGE_SIZE));
  if (after) query.set('after', after);
  const { data } = await http.get<StaffEnquiriesPage>(`/enquiries?${query.toString()}`);
  return {
    rows: data.data,
    total: data.total,
    totalCapped: data.totalCapped,
    page,
    pageSize: INBOX_PAGE_SIZE,
    nextCursor: data.next,
  };
}

export async function getEnquiry(id: string): Promise<StaffEnquiry> {
  const { data } = await http.get<{ data: StaffEnquiry }>(`/enquiries/${encodeURIComponent(id)}`);
  return data.data;
}

/** GET /enquiries/export: the filtered list as a CSV file (the bearer token is sent). */
export async function exportEnquiries(filter: InboxFilter): Promise<Blob | string> {
  const { data } = await http.get<Blob | string>(`/enquiries/export?${filterQuery(filter)}`, {
    // The file's bytes as the API wrote them; without it the client would parse the body.
    responseType: 'blob',
    timeout: LONG_REQUEST_MS,
  });
  return data;
}

/** GET /enquiries/staff: the admin and sales accounts an enquiry can be assigned to. */
export async function listStaff(): Promise<StaffMember[]> {
  const { data } = await http.get<EnquiryStaffList>('/enquiries/staff');
  return data.data;
}
