import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { loadChunk, whenIdle } from 'shared';
import { getCourseOffers, type OffersResult } from '../api/get-course-offers';
import type { BuySectionProps, OfferedCourse } from './buy-section';

/**
 * The space the section takes while it loads: about a voucher and one batch (measured in
 * Chromium at 360 and 1366 px), so that the page below moves little when the prices arrive. Nothing to read in it: it is hidden from
 * assistive technology, which hears the section once it is there.
 */
const Placeholder = styled.div`
  min-height: 37rem;
  margin: 1.5rem 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

function Hidden() {
  return null;
}

// The section's code is a chunk of its own, with the chunk retry. If it never arrives the page
// goes on without a buy section rather than failing as a whole (a throw would reach the
// catalog's error boundary).
const BuySection = lazy<ComponentType<BuySectionProps>>(() =>
  loadChunk(() => import(/* webpackChunkName: "buy-section" */ './buy-section')).then(
    (module) => ({ default: module.BuySection }),
    () => ({ default: Hidden }),
  ),
);

/**
 * A course's exam voucher and upcoming batches. Prices and seats change, and neither the
 * section's code nor the HTTP client belongs in what the page needs to become interactive, so
 * both load once the page is idle or someone interacts with it; the prerendered page holds the
 * placeholder only.
 */
export function CourseOffers({ course }: { course: OfferedCourse }) {
  const [request, setRequest] = useState<{ slug: string; result: Promise<OffersResult> }>();
  const { slug } = course;
  useEffect(() => whenIdle(() => setRequest({ slug, result: getCourseOffers(slug) })), [slug]);
  // After a move to another course the previous course's offers are not shown meanwhile.
  const result = request?.slug === slug ? request.result : undefined;
  const placeholder = <Placeholder aria-hidden="true" data-testid="offers-placeholder" />;
  if (!result) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BuySection course={course} offers={result} />
    </Suspense>
  );
}
