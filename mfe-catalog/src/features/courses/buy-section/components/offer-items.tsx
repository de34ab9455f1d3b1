import { directionOf, type OfferedBatch } from 'contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, paths, useI18n, usePlural, useTranslation } from 'shared';
import type { CourseOffers } from '../api/get-course-offers';
import { buySectionMessages } from '../i18n/messages';
import { useOfferFormats } from '../lib/offer-formats';

/** A link styled as the primary button: it navigates (to the checkout), so it stays a link. */
export const BuyLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const Quiet = styled.p`
  margin: 0.5rem 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  h4 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Amount = styled.strong`
  display: block;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Usd = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const Stock = styled.span<{ $in: boolean }>`
  font-weight: 600;
  color: ${({ theme, $in }) => ($in ? theme.colors.success : theme.colors.danger)};
`;

/** The INR price, and the USD one for buyers outside India; `<bdi>` keeps each whole in Arabic. */
function Prices({ inr, usd: usdAmount }: { inr: number; usd: number }) {
  const t = useTranslation(buySectionMessages);
  const { money } = useOfferFormats();
  const { lang } = useI18n();
  const usd = money(usdAmount, 'USD');
  // In a right-to-left sentence the amount is isolated (FSI ... PDI), or its digits and 'US$'
  // are reordered around the Arabic words ('$US 370').
  const usdInText = directionOf(lang) === 'rtl' ? `\u2068${usd}\u2069` : usd;
  return (
    <>
      <Amount>
        <bdi>{money(inr, 'INR')}</bdi>
      </Amount>
      <Usd>{t('usdPrice', { price: usdInText })}</Usd>
    </>
  );
}

type Voucher = NonNullable<CourseOffers['voucher']>;

/** The course's exam voucher: its prices, whether it is in stock, and Buy while it is. */
export function VoucherOffer({
  voucher,
  slug,
  title,
}: {
  voucher: Voucher;
  slug: string;
  title: string;
}) {
  const t = useTranslation(buySectionMessages);
  const stock = !voucher.inStock ? 'outOfStock' : voucher.lowStock ? 'lowStock' : 'inStock';
  return (
    <Item as="div">
      <Facts>
        <dt>{t('price')}</dt>
        <dd>
          <Prices inr={voucher.priceInr} usd={voucher.priceUsd} />
        </dd>
        <dt>{t('availability')}</dt>
        <dd>
          <Stock $in={voucher.inStock}>{t(stock)}</Stock>
        </dd>
      </Facts>
      {voucher.inStock ? (
        <div>
          <BuyLink
            to={paths.checkoutVoucher(slug)}
            state={{ course: title }}
            aria-label={t('buyLabel', { course: title })}
          >
            {t('buy')}
          </BuyLink>
        </div>
      ) : null}
    </Item>
  );
}

/**
 * One upcoming batch: dates, schedule, online or in class, seats left, prices, Book a seat (the
 * checkout finds the batch among its course's offers, so the link names both).
 */
export function BatchOffer({
  batch,
  slug,
  title,
}: {
  batch: OfferedBatch;
  slug: string;
  title: string;
}) {
  const t = useTranslation(buySectionMessages);
  const plural = usePlural(t);
  const { dates } = useOfferFormats();
  const range = dates(batch.startsOn, batch.endsOn);
  const mode =
    batch.mode === 'online'
      ? t('online')
      : batch.city
        ? t('classroomIn', { city: batch.city })
        : t('classroom');
  const open = batch.seatsLeft > 0;
  return (
    <Item as="li">
      <h4>
        <bdi>{range}</bdi>
      </h4>
      <Facts>
        <dt>{t('schedule')}</dt>
        <dd>
          {/* Staff's words: translated, or English (marked so) where they gave none. */}
          <bdi lang={batch.scheduleLang ?? 'en'}>{batch.schedule}</bdi>
        </dd>
        <dt>{t('mode')}</dt>
        <dd>{mode}</dd>
        <dt>{t('seats')}</dt>
        <dd>{open ? plural('seatsLeft', batch.seatsLeft) : t('soldOut')}</dd>
        <dt>{t('price')}</dt>
        <dd>
          <Prices inr={batch.priceInr} usd={batch.priceUsd} />
        </dd>
      </Facts>
      {open ? (
        <div>
          <BuyLink
            to={paths.checkoutBatch(batch.id, slug)}
            state={{ course: title }}
            aria-label={t('bookSeatLabel', { dates: range })}
          >
            {t('bookSeat')}
          </BuyLink>
        </div>
      ) : null}
    </Item>
  );
}
