import { Lightbulb } from 'lucide-react';

/** Shown under the DDQ upload area while there are no completions yet. */
export function FirstDdqHint() {
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="first-ddq-hint"
    >
      <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>Upload a blank DDQ and I'll fill it in from what I've learned about your firm.</p>
    </div>
  );
}
