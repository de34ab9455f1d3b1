import { Alert, useTranslation } from 'shared';
import { messages } from './texts';

export type Notice = {
  tone: 'error' | 'success';
  text: string;
  rows?: Array<{ row: number; message: string }>;
};

export function NoticeBox({ notice }: { notice: Notice | null }) {
  const t = useTranslation(messages);
  if (!notice) return null;
  return (
    <Alert $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
      {notice.rows?.length ? (
        <ul>
          {notice.rows.map((r) => (
            <li key={`${r.row}-${r.message}`}>
              {t('rowProblem', { row: r.row, message: r.message })}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
