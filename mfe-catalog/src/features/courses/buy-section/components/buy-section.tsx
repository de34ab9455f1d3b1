import { use, useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared';
import type { OffersResult } from '../api/get-course-offers';
import { buySectionMessages } from '../i18n/messages';
import { BatchOffer, Quiet, VoucherOffer } from './offer-items';

/** The course as the section needs it: the slug its offers and checkout links use, its name. */
export interface OfferedCourse {
  slug: string;
  title: string;
}

export interface BuySectionProps {
  course: OfferedCourse;
  offers: Promise<OffersResult>;
}

const Wrapper = styled.section`
  margin: 1.5rem 0;
  h2 {
    margin: 0 0 0.75rem;
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.1rem;
  }
`;

const Batches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

/**
 * What the course offers to buy: the exam voucher and seats in the upcoming batches, each with
 * its way to the checkout in the page's language. `offers` is the request the page started when
 * it became idle; the section waits for it (and its texts) behind the placeholder, so it appears
 * once, whole.
 */
export function BuySection({ course, offers }: BuySectionProps) {
  const result = use(offers);
  const t = useTranslation(buySectionMessages);
  const id = useId();
  return (
    <Wrapper aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      {result.status === 'error' ? (
        <Quiet role="status">{t('loadError')}</Quiet>
      ) : (
        <>
          <h3>{t('voucherHeading')}</h3>
          {result.offers.voucher ? (
            <VoucherOffer voucher={result.offers.voucher} slug={course.slug} title={course.title} />
          ) : (
            <Quiet>{t('noVoucher')}</Quiet>
          )}
          <h3 id={`${id}-batches`}>{t('batchesHeading')}</h3>
          {result.offers.batches.length > 0 ? (
            <Batches aria-labelledby={`${id}-batches`}>
              {result.offers.batches.map((batch) => (
                <BatchOffer key={batch.id} batch={batch} slug={course.slug} title={course.title} />
              ))}
            </Batches>
          ) : (
            <Quiet>{t('noBatches')}</Quiet>
          )}
        </>
      )}
    </Wrapper>
  );
}
