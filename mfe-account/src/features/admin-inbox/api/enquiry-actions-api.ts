import type { EnquiryReplyBody, EnquiryStatus, StaffEnquiry } from 'contracts';
import { http } from 'shared';

// What staff do to one enquiry; each answers the enquiry as it now is, with its timeline.
const base = (id: string) => `/enquiries/${encodeURIComponent(id)}`;

async function post(path: string, body: object): Promise<StaffEnquiry> {
  const { data } = await http.post<{ data: StaffEnquiry }>(path, body);
  return data.data;
}

/** Assigns the enquiry to a staff member, or to nobody (null). */
export const assignEnquiry = (id: string, userId: string | null) =>
  post(`${base(id)}/assign`, { userId });

export const addEnquiryNote = (id: string, text: string) => post(`${base(id)}/notes`, { text });

export const setEnquiryStatus = (id: string, status: EnquiryStatus) =>
  post(`${base(id)}/status`, { status });

/** Sends the reply by e-mail through the outbox; a new enquiry becomes contacted. */
export const replyToEnquiry = (id: string, body: EnquiryReplyBody) =>
  post(`${base(id)}/reply`, body);
