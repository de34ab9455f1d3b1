import { Alert, Button, useTranslation } from 'shared';
import { listsMessages } from './lists-messages';

/** What a list page shows when its call failed: what could not be loaded, why, and a way to try again. */
export function LoadError({
  what,
  message,
  onRetry,
}: {
  /** The sentence saying what could not be loaded, in the page's language. */
  what: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useTranslation(listsMessages);
  return (
    <Alert $tone="error" role="alert">
      <p style={{ marginTop: 0 }}>
        {what} {message}
      </p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
