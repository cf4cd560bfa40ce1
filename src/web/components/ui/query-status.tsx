import { errorText } from '@web/lib/api';
import { Spinner } from './spinner';

/** A centred loading spinner, or the error of a failed query. */
export function QueryStatus({ isLoading, error, label }: { isLoading: boolean; error: Error | null; label?: string }) {
  if (isLoading)
    return (
      <div className="flex justify-center py-16">
        <Spinner className="h-8 w-8" label={label} />
      </div>
    );
  if (error)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {errorText(error)}
      </p>
    );
  return null;
}
