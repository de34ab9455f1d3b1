import { useTranslation } from 'shared';
import type { AttemptReview } from '../../api/assessments-api';
import { Events } from './styles';
import { messages, type Key } from './texts';

/** The security events of the attempt in the order they happened. */
export function EventsTable({
  events,
  time,
}: {
  events: AttemptReview['events'];
  time: (iso: string) => string;
}) {
  const t = useTranslation(messages);
  const kind = (k: string) => {
    const key = `kind.${k}` as Key;
    return key in messages.en ? t(key) : k;
  };
  return events.length === 0 ? (
    <p>{t('noEvents')}</p>
  ) : (
    <Events>
      <caption className="visually-hidden">{t('events')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('eventN')}</th>
          <th scope="col">{t('eventKind')}</th>
          <th scope="col">{t('eventTime')}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e, i) => (
          <tr key={`${e.at}-${i}`}>
            <td>{i + 1}</td>
            <td>{kind(e.kind)}</td>
            <td>
              <time dateTime={e.at}>{time(e.at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Events>
  );
}
