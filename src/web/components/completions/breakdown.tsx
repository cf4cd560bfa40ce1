/** Detailed breakdown of a completion, polled every 2 s while shown (docs/product-spec.md §2). */
import { useBreakdown } from '@web/hooks/use-data';
import { MSG } from '@web/lib/messages';
import { AnswersGenerated, InjectionProgress, ProcessingStatistics, QuestionsIdentified } from './breakdown-sections';

function SummaryTile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 text-center">
      <p className="text-xl font-bold tabular-nums text-slate-900">{value}</p>
      <p className="text-xs text-slate-500">{label}</p>
    </div>
  );
}

export function Breakdown({ id }: { id: string }) {
  const q = useBreakdown(id, true);
  if (q.isLoading) return <p className="text-sm text-slate-500">{MSG.breakdownLoading}</p>;
  if (q.isError || !q.data)
    return (
      <p role="alert" className="text-sm text-red-700">
        {MSG.breakdownFailed}
      </p>
    );
  const b = q.data;
  return (
    <section
      aria-label={`Detailed breakdown of ${b.completion.originalName}`}
      className="flex flex-col gap-3"
      data-testid="breakdown"
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
        <SummaryTile label="Total questions" value={b.processingStats.totalQuestions} />
        <SummaryTile label="Answers generated" value={b.answersGenerated.completed} />
        <SummaryTile label="Drafts to check" value={b.answersGenerated.outcomes.draft} />
        <SummaryTile label="Injected" value={b.injectionProgress.completed} />
        <SummaryTile label="Errors" value={b.processingStats.errorCount} />
        <SummaryTile label="Overall progress" value={`${Math.round(b.processingStats.progress)}%`} />
      </div>
      <QuestionsIdentified data={b.questionsIdentified} />
      <AnswersGenerated data={b.answersGenerated} />
      <InjectionProgress data={b.injectionProgress} />
      <ProcessingStatistics stats={b.processingStats} />
    </section>
  );
}
