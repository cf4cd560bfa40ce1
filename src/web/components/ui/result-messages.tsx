/** What an action on a card came to, said politely: its error (an alert, red) or its success (green, with a tick). */
import { CheckCircle2 } from 'lucide-react';

export function ResultMessages({
  error,
  success,
  testId,
  className,
}: {
  error: string | null;
  success: string | null;
  /** The messages are `<testId>-error` and `<testId>-success`. */
  testId: string;
  className?: string;
}) {
  return (
    <div aria-live="polite" className={className}>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid={`${testId}-error`}
        >
          {error}
        </p>
      )}
      {success && (
        <p
          className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800"
          data-testid={`${testId}-success`}
        >
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden /> {success}
        </p>
      )}
    </div>
  );
}
