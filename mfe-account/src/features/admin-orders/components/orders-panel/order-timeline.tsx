import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePlural, useTranslation } from 'shared';
import { useFormats } from '../../../../lib/use-formats';
import type { StaffOrderView } from '../../api/orders-api';
import { currencyOf, eventKey, heldKey } from '../../data/labels';
import { messages } from './texts';

const List = styled.ol`
  padding-inline-start: 1.25rem;
  li {
    margin-bottom: 0.5rem;
  }
`;

type OrderEvent = StaffOrderView['timeline'][number];

/**
 * What staff want of an event's details: the amount, the transaction, UTR and document numbers
 * (left to right), and the reason given (or how many e-mails went again). The rest (an address the codes were shown to) is the
 * audit log's business, not the timeline's.
 */
function EventDetail({ event }: { event: OrderEvent }) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const formats = useFormats();
  const { amount, currency, transactionId, utr, invoice, creditNote, reason, count } = event.detail;
  const parts: ReactNode[] = [];
  if (typeof amount === 'number' && event.kind.startsWith('payment.'))
    parts.push(formats.money(amount, currencyOf(String(currency ?? 'INR'))));
  for (const code of [transactionId, utr, invoice, creditNote]) {
    if (typeof code === 'string') parts.push(code);
  }
  const held = event.kind === 'payment.held' ? heldKey(String(reason ?? '')) : undefined;
  const said = held
    ? t(held)
    : typeof reason === 'string'
      ? reason
      : event.kind === 'emails.resent' && typeof count === 'number'
        ? plural('eventEmails', count)
        : undefined;
  if (parts.length === 0 && !said) return null;
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {' · '}
          <bdi dir="ltr">{part}</bdi>
        </span>
      ))}
      {said ? (
        <>
          {' · '}
          <bdi>{said}</bdi>
        </>
      ) : null}
    </>
  );
}

/** The order's events, oldest first, each at its time in the page's language. */
export function OrderTimeline({ events }: { events: StaffOrderView['timeline'] }) {
  const t = useTranslation(messages);
  const formats = useFormats();
  return (
    <List aria-label={t('timeline')}>
      {events.map((event, i) => {
        const key = eventKey(event.kind);
        return (
          <li key={`${event.at}-${i}`}>
            <time dateTime={event.at}>{formats.dateTime(event.at)}</time>
            {': '}
            {key ? t(key) : t('eventOther', { kind: event.kind })}
            <EventDetail event={event} />
          </li>
        );
      })}
    </List>
  );
}
