/** The Knowledge Base's health: contradictions, near-duplicates, old answers, and what I learned from reviews. */
import { useState } from 'react';
import { ChevronDown, GraduationCap, ShieldCheck } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { useHygiene, useLearnedPairs } from '@web/hooks/use-data';
import { ageInDays, formatDate, plural } from '@web/lib/format';
import { HygieneGroup } from './hygiene-group';

export function KnowledgeHealth() {
  const hygiene = useHygiene();
  const learned = useLearnedPairs();
  const [open, setOpen] = useState(false);
  const r = hygiene.data;
  const live = (learned.data ?? []).filter((l) => !l.retired);
  if (!r) return null;
  const issues = r.contradictions.length + r.duplicates.length;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="knowledge-health">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <ShieldCheck className="hidden h-6 w-6 shrink-0 text-brand-600 sm:block" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">Knowledge health</h2>
          <p className="text-sm text-slate-600" data-testid="knowledge-health-summary">
            {issues === 0
              ? 'I found no contradictions or duplicates. '
              : `I found ${plural(r.contradictions.length, 'contradiction')} and ${plural(r.duplicates.length, 'near-duplicate')}. `}
            {r.olderThanYear > 0
              ? `${plural(r.olderThanYear, 'answer')} ${r.olderThanYear === 1 ? 'is' : 'are'} over a year old. `
              : ''}
            {r.totalPairs > 0 &&
              (r.oldestDays > 0 ? `The oldest answer is ${ageInDays(r.oldestDays)}.` : 'Every answer was added today.')}
          </p>
        </div>
        {(issues > 0 || live.length > 0) && (
          <Button variant="outline" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
            <ChevronDown aria-hidden className={open ? 'rotate-180' : ''} /> {open ? 'Hide details' : 'Show details'}
          </Button>
        )}
      </div>
      {open && (
        <div className="flex flex-col gap-4">
          {r.contradictions.length > 0 && (
            <section aria-label="Contradictions" className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Contradictions</h3>
              <ul className="flex flex-col gap-2">
                {r.contradictions.map((g) => (
                  <HygieneGroup key={g.pairs.map((p) => p.id).join()} group={g} />
                ))}
              </ul>
            </section>
          )}
          {r.duplicates.length > 0 && (
            <section aria-label="Near-duplicates" className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Near-duplicates</h3>
              <ul className="flex flex-col gap-2">
                {r.duplicates.map((g) => (
                  <HygieneGroup key={g.pairs.map((p) => p.id).join()} group={g} />
                ))}
              </ul>
            </section>
          )}
          {live.length > 0 && (
            <section aria-label="Learned from your reviews" className="flex flex-col gap-2" data-testid="learned-pairs">
              <h3 className="flex items-center gap-1 text-sm font-semibold text-slate-900">
                <GraduationCap className="h-4 w-4" aria-hidden /> Learned from your reviews
              </h3>
              <ul className="flex flex-col gap-2">
                {live.map((l) => (
                  <li key={l.pairId} className="rounded-lg border border-slate-200 p-3">
                    <p className="text-sm font-medium text-slate-900">{l.question}</p>
                    <p className="whitespace-pre-line text-sm text-slate-700">{l.answer}</p>
                    <p className="text-xs text-slate-500">
                      Approved by {l.reviewerName ?? 'a former colleague'} in {l.completionName ?? 'a deleted DDQ'} ·{' '}
                      {formatDate(l.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Card>
  );
}
