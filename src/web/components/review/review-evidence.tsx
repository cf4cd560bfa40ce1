/** Where an answer came from (its source pairs) and the other answers I found (candidates the reviewer may pick). */
import { Calendar, FileText, GraduationCap } from 'lucide-react';
import type { TReviewSource } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { formatDate, pairRelativeTime } from '@web/lib/format';

function Origin({ s }: { s: TReviewSource }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
      {s.documentName ? (
        <span className="flex min-w-0 items-center gap-1">
          <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden /> <span className="truncate">{s.documentName}</span>
        </span>
      ) : s.learnedFromCompletion ? (
        <span className="flex min-w-0 items-center gap-1">
          <GraduationCap className="h-3.5 w-3.5 shrink-0" aria-hidden />{' '}
          <span className="truncate">Learned from review of {s.learnedFromCompletion}</span>
        </span>
      ) : null}
      <span className="flex items-center gap-1">
        <Calendar className="h-3.5 w-3.5" aria-hidden /> {formatDate(s.createdAt)} ({pairRelativeTime(s.createdAt)})
      </span>
      {s.score !== null && <span>Match {Math.round(s.score * 100)}%</span>}
      {s.retired && <span className="font-medium text-amber-700">Retired</span>}
    </div>
  );
}

export function SourceList({ sources }: { sources: TReviewSource[] }) {
  if (!sources.length) return <p className="text-sm text-slate-600">I didn't use any stored answer for this one.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="review-sources">
      {sources.map((s) => (
        <li key={s.pairId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-900">{s.question}</p>
          <p className="whitespace-pre-line break-words text-sm text-slate-700">{s.answer}</p>
          <Origin s={s} />
        </li>
      ))}
    </ul>
  );
}

/** Other answers to pick, numbered as the keys 1-4 pick them. */
export function CandidateList({
  candidates: others,
  disabled,
  onPick,
}: {
  candidates: TReviewSource[];
  disabled: boolean;
  onPick: (pairId: string) => void;
}) {
  if (!others.length) return <p className="text-sm text-slate-600">I found no other answers worth showing.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="review-candidates">
      {others.map((c, n) => (
        <li
          key={c.pairId}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start"
        >
          {n < 4 && (
            <kbd
              className="hidden h-6 w-6 shrink-0 items-center justify-center rounded border border-slate-300 bg-slate-50 text-xs text-slate-600 sm:flex"
              title={`Press ${n + 1} to use this answer`}
            >
              {n + 1}
            </kbd>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-slate-900">{c.question}</p>
            <p className="whitespace-pre-line break-words text-sm text-slate-700">{c.answer}</p>
            <Origin s={c} />
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onPick(c.pairId)}
            aria-label={`Use this answer: ${c.answer.slice(0, 80)}`}
          >
            Use this answer
          </Button>
        </li>
      ))}
    </ul>
  );
}
