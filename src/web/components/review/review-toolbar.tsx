/**
 * The workspace's top bar: "N of M reviewed" with its bar, the filters (from WORKSPACE_FILTERS, each with its
 * count), bulk approval (every answered ≥ 90 %, or the selection) with the undo of the last one, and the keys.
 */
import { CheckCheck, Keyboard, Undo2 } from 'lucide-react';
import { BULK_APPROVE_MIN_CONFIDENCE } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { ProgressBar } from '@web/components/ui/progress';
import type { WorkspaceFilter } from './workspace-filters';
import { KEY_LEGEND } from './workspace-keys';
import type { BulkApprove } from './use-bulk-approve';

export function ReviewProgress({ reviewed, total }: { reviewed: number; total: number }) {
  return (
    <div className="flex min-w-48 flex-1 flex-col gap-1">
      <p className="text-sm font-medium text-slate-800" data-testid="review-progress" aria-live="polite">
        {reviewed} of {total} reviewed
      </p>
      <ProgressBar
        value={total ? (100 * reviewed) / total : 0}
        label={`${reviewed} of ${total} reviewed`}
        tone="green"
      />
    </div>
  );
}

export function WorkspaceFilters({
  filters,
  counts,
  value,
  onChange,
}: {
  filters: readonly WorkspaceFilter[];
  counts: Record<string, number>;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Show answers">
      {filters.map((f) => (
        <Button
          key={f.id}
          size="sm"
          variant={value === f.id ? 'default' : 'outline'}
          aria-pressed={value === f.id}
          onClick={() => onChange(f.id)}
        >
          {f.label} ({counts[f.id] ?? 0})
        </Button>
      ))}
    </div>
  );
}

export interface BulkBarProps {
  bulk: BulkApprove;
  /** Answered items at ≥ 90 % not approved yet. */
  confidentCount: number;
  selectedIds: string[];
  onClearSelection: () => void;
}

export function BulkBar({ bulk, confidentCount, selectedIds, onClearSelection }: BulkBarProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={bulk.busy || !confidentCount}
          onClick={() => bulk.approve.mutate({ minConfidence: BULK_APPROVE_MIN_CONFIDENCE })}
        >
          <CheckCheck aria-hidden /> Approve every answered ≥ {BULK_APPROVE_MIN_CONFIDENCE}% ({confidentCount})
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={bulk.busy || !selectedIds.length}
          onClick={() => bulk.approve.mutate({ itemIds: selectedIds }, { onSuccess: onClearSelection })}
        >
          <CheckCheck aria-hidden /> Approve selected ({selectedIds.length})
        </Button>
      </div>
      {bulk.last && (
        <div
          className="flex flex-wrap items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
          data-testid="bulk-result"
          role="status"
        >
          <span>{bulk.last.message}</span>
          {bulk.last.approved.length > 0 && (
            <Button size="sm" variant="outline" onClick={bulk.undoLast} disabled={bulk.busy}>
              <Undo2 aria-hidden /> Undo
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={bulk.dismiss}>
            Dismiss
          </Button>
        </div>
      )}
    </div>
  );
}

export function KeyLegend() {
  return (
    <details className="hidden text-xs text-slate-600 md:block">
      <summary className="flex cursor-pointer items-center gap-1 font-medium text-brand-700">
        <Keyboard className="h-4 w-4" aria-hidden /> Keyboard
      </summary>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5">
        {KEY_LEGEND.map((k) => (
          <li key={k.keys}>
            <kbd className="font-mono text-slate-800">{k.keys}</kbd> {k.does}
          </li>
        ))}
      </ul>
    </details>
  );
}
