/** One Q&A pair on the Knowledge Base page (docs/product-spec.md §2). */
import { Calendar, FileText, Repeat } from 'lucide-react';
import type { TQaPair } from '@contract/index';
import { Card } from '@web/components/ui/card';
import { Badge } from '@web/components/ui/badge';
import { confidenceTone, confidenceValue, formatDate } from '@web/lib/format';
import { AsOfLine } from './as-of-line';
import { CopyButton } from './copy-button';
import { AuditHistory } from '@web/components/audit-history';

export function qaClipboardText(pair: Pick<TQaPair, 'question' | 'answer'>): string {
  return `Q: ${pair.question}\nA: ${pair.answer}`;
}

export function QaCard({ pair }: { pair: TQaPair }) {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="qa-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{pair.question}</h3>
        <Badge
          tone={confidenceTone(pair.confidence)}
          data-testid="qa-confidence"
          aria-label={`Confidence ${confidenceValue(pair.confidence)}%`}
        >
          {confidenceValue(pair.confidence)}%
        </Badge>
      </div>
      <p className="whitespace-pre-line text-sm text-slate-700 wrap-anywhere">{pair.answer}</p>
      <AsOfLine pair={pair} />
      {pair.context && (
        <blockquote className="border-l-4 border-slate-200 pl-3 text-xs italic text-slate-500 wrap-anywhere">
          "{pair.context}"
        </blockquote>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
        <span className="flex items-center gap-1">
          <Repeat className="h-3.5 w-3.5" aria-hidden /> Used {pair.usageCount}{' '}
          {pair.usageCount === 1 ? 'time' : 'times'}
        </span>
        <span className="flex items-center gap-1">
          <Calendar className="h-3.5 w-3.5" aria-hidden /> Added {formatDate(pair.createdAt)}
        </span>
        {pair.sourceDocumentName && (
          <span className="flex min-w-0 items-center gap-1">
            <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden />{' '}
            <span className="wrap-anywhere">{pair.sourceDocumentName}</span>
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-1 border-t border-slate-100 pt-2">
        <CopyButton text={pair.question} label="Copy question" ariaLabel={`Copy question: ${pair.question}`} />
        <CopyButton
          text={qaClipboardText(pair)}
          label="Copy Q&A"
          ariaLabel={`Copy question and answer: ${pair.question}`}
        />
      </div>
      <AuditHistory
        call="pairAudit"
        params={{ pairId: pair.id }}
        label="History"
        empty="No changes since I learned it."
      />
    </Card>
  );
}
