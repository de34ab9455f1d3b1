import { Alert, Button } from 'shared';

/** What a list page shows when its call failed: the reason and a way to try again. */
export function LoadError({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert $tone="error" role="alert">
      <p style={{ marginTop: 0 }}>
        We could not load the {what}. {message}
      </p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
