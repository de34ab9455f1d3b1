import type { CourseOffers, CourseOffersResponse } from 'contracts';
import { http } from 'shared';

export type { CourseOffers };

/** What the buy section shows: the offers, or that they could not be had. */
export type OffersResult = { status: 'ready'; offers: CourseOffers } | { status: 'error' };

/**
 * GET /courses/{slug}/offers: the course's exam voucher and upcoming batches. It never rejects:
 * a failure is a result the section shows as a quiet line, so the rest of the page is untouched.
 */
export async function getCourseOffers(slug: string): Promise<OffersResult> {
  try {
    const { data } = await http.get<CourseOffersResponse>(
      `/courses/${encodeURIComponent(slug)}/offers`,
    );
    return data.success && data.data ? { status: 'ready', offers: data.data } : { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}
