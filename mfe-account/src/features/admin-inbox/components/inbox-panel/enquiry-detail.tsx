import styled from 'styled-components';
import { ENQUIRY_STATUSES, languages, type EnquiryStatus } from 'contracts';
import { useMemo } from 'react';
import { useI18n, useTranslation } from 'shared';
import { useFormats } from '../../../../lib/use-formats';
import type { StaffEnquiry } from '../../api/enquiries-api';
import { messages } from './texts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  overflow-wrap: anywhere;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const List = styled.ol`
  padding-inline-start: 1.25rem;
  overflow-wrap: anywhere;
  li {
    margin-bottom: 0.75rem;
  }
  blockquote {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
  }
`;

/** A language's name in the page's language (Intl), e.g. 'अंग्रेज़ी' on a Hindi page. */
function useLanguageName() {
  const { lang } = useI18n();
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'language' });
    return (code: string) =>
      (code && names.of(code)) || languages.find((l) => l.code === code)?.label || code;
  }, [lang]);
}

const isStatus = (value: string | null): value is EnquiryStatus =>
  ENQUIRY_STATUSES.some((s) => s === value);

/** Who sent the enquiry, from where, and what they wrote. */
export function EnquiryDetail({ enquiry }: { enquiry: StaffEnquiry }) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const languageName = useLanguageName();
  return (
    <>
      <Facts>
        <dt>{t('status')}</dt>
        <dd>{t(enquiry.status)}</dd>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`} dir="ltr">
            {enquiry.email}
          </a>
        </dd>
        {enquiry.phone ? (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <bdi dir="ltr">{enquiry.phone}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('course')}</dt>
        <dd>{enquiry.course ? <bdi dir="auto">{enquiry.course}</bdi> : t('noCourse')}</dd>
        <dt>{t('language')}</dt>
        <dd>{languageName(enquiry.language)}</dd>
        <dt>{t('received')}</dt>
        <dd>{formats.dateTime(enquiry.createdAt)}</dd>
        <dt>{t('assignee')}</dt>
        <dd>
          {enquiry.assigneeEmail ? <bdi dir="ltr">{enquiry.assigneeEmail}</bdi> : t('nobody')}
        </dd>
        <dt>{t('subject')}</dt>
        <dd>
          <bdi dir="auto">{enquiry.subject}</bdi>
        </dd>
      </Facts>
      <h3>{t('message')}</h3>
      <Message dir="auto">{enquiry.message}</Message>
    </>
  );
}

/** The enquiry's timeline, oldest first, each entry at its time in the page's language. */
export function EnquiryTimeline({ events }: { events: StaffEnquiry['events'] }) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const languageName = useLanguageName();
  if (events.length === 0) return <p>{t('noEvents')}</p>;
  return (
    <List aria-label={t('timeline')}>
      {events.map((event) => {
        const actor = event.actorEmail ?? t('someone');
        let said: string;
        if (event.kind === 'note') said = t('eventNote', { actor });
        else if (event.kind === 'reply')
          said = t('eventReply', {
            actor,
            language: languageName(event.language ?? ''),
            subject: event.subject ?? '',
          });
        else if (event.kind === 'status')
          said = t('eventStatus', {
            actor,
            from: isStatus(event.from) ? t(event.from) : (event.from ?? ''),
            to: isStatus(event.to) ? t(event.to) : (event.to ?? ''),
          });
        else if (event.text) said = t('eventAssigned', { actor, assignee: event.text });
        else said = t('eventUnassigned', { actor });
        return (
          <li key={event.id}>
            <time dateTime={event.at}>{formats.dateTime(event.at)}</time>
            {': '}
            <span>{said}</span>
            {event.kind === 'note' || event.kind === 'reply' ? (
              <blockquote dir="auto">{event.text}</blockquote>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
