/** The four collapsible sections of the detailed breakdown (docs/product-spec.md §2), with each answer's outcome. */
import { outcomeSummary, type TDetailedBreakdown } from '@contract/index';
import { OutcomeBadge } from '@web/components/outcome-badge';
import { Badge } from '@web/components/ui/badge';
import { ProgressBar } from '@web/components/ui/progress';
import { CollapsibleSection } from '@web/components/ui/collapsible-section';
import {
  confidenceTone,
  formatMinutesRemaining,
  formatSeconds,
  memoryColorClass,
  phaseLabel,
  questionStatus,
} from '@web/lib/format';

function StatusBadge({ status }: { status: string }) {
  const s = questionStatus(status);
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

export function QuestionsIdentified({ data }: { data: TDetailedBreakdown['questionsIdentified'] }) {
  return (
    <CollapsibleSection title="Questions Identified" meta={`${data.extracted} / ${data.total}`} testId="bd-questions">
      <ol className="flex flex-col divide-y divide-slate-100">
        {data.questions.map((q) => (
          <li key={q.index} className="flex items-start gap-3 py-2 text-sm">
            <span className="w-8 shrink-0 tabular-nums text-slate-500">{q.index}.</span>
            <span className="flex-1 text-slate-800">{q.question}</span>
            <StatusBadge status={q.status} />
          </li>
        ))}
      </ol>
    </CollapsibleSection>
  );
}

export function AnswersGenerated({ data }: { data: TDetailedBreakdown['answersGenerated'] }) {
  return (
    <CollapsibleSection
      title="Answers Generated"
      meta={`${data.completed} completed · ${data.failed} failed (${outcomeSummary(data.outcomes)})`}
      testId="bd-answers"
    >
      <ul className="flex flex-col gap-3">
        {data.answers.map((a) => (
          <li key={a.questionIndex} className="rounded-lg border border-slate-100 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <span className="font-medium text-slate-700">Question {a.questionIndex}</span>
              <StatusBadge status={a.status} />
              <OutcomeBadge outcome={a.outcome} />
              <Badge tone={confidenceTone(a.confidence)}>{Math.round(a.confidence)}% confidence</Badge>
              <span>{a.answerLength} characters</span>
              <span>{a.tokensUsed} tokens</span>
            </div>
            <p className="mt-2 font-medium text-slate-900">{a.question}</p>
            {a.status === 'failed' ? (
              <p className="mt-1 text-red-700">
                Answer generation failed - no suitable answer found in knowledge base.
              </p>
            ) : (
              <p className="mt-1 whitespace-pre-line text-slate-700">{a.answer}</p>
            )}
          </li>
        ))}
      </ul>
    </CollapsibleSection>
  );
}

export function InjectionProgress({ data }: { data: TDetailedBreakdown['injectionProgress'] }) {
  const pct = data.total ? Math.round((data.completed / data.total) * 100) : 0;
  return (
    <CollapsibleSection
      title="Document Injection Progress"
      meta={`${data.completed} / ${data.total}`}
      testId="bd-injection"
    >
      <div className="mb-3 flex items-center gap-2">
        <ProgressBar tone="green" value={pct} label="Injection progress" />
        <span className="text-xs tabular-nums text-slate-600">{pct}%</span>
      </div>
      <ul className="flex flex-col divide-y divide-slate-100">
        {data.questions.map((q) => (
          <li key={q.questionIndex} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-start sm:gap-3">
            <span className="w-8 shrink-0 tabular-nums text-slate-500">{q.questionIndex}.</span>
            <span className="flex-1 text-slate-800">{q.question}</span>
            <span className="flex shrink-0 items-center gap-2">
              {q.hasAnswer ? (
                <>
                  {q.outcome === 'draft' && <OutcomeBadge outcome="draft" />}
                  <Badge tone={confidenceTone(q.confidence)}>Answer available · {Math.round(q.confidence)}%</Badge>
                </>
              ) : (
                <span className="text-xs text-slate-500">No answer generated</span>
              )}
              <StatusBadge status={q.injectionStatus} />
            </span>
          </li>
        ))}
      </ul>
    </CollapsibleSection>
  );
}

export function ProcessingStatistics({ stats }: { stats: TDetailedBreakdown['processingStats'] }) {
  const rows: [string, React.ReactNode][] = [
    ['Phase', phaseLabel(stats.processingPhase)],
    ['Tokens used', stats.tokensUsed.toLocaleString('en-US')],
    ['Average answer time', formatSeconds(stats.averageAnswerTime)],
    ['Fallback answers', stats.fallbackAnswers],
    ...(stats.modelRefusals > 0
      ? ([['Declined by the model', stats.modelRefusals]] as [string, React.ReactNode][])
      : []),
    ['Memory usage', <span className={memoryColorClass(stats.memoryUsage)}>{Math.round(stats.memoryUsage)} MB</span>],
    ['Time remaining', formatMinutesRemaining(stats.estimatedTimeRemaining)],
  ];
  return (
    <CollapsibleSection title="Processing Statistics" testId="bd-stats">
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 text-sm">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </CollapsibleSection>
  );
}
