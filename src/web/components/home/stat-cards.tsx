/** The four dashboard stat cards (docs/product-spec.md §2), fed by GET /api/stats every 5 s. */
import { Link } from 'wouter';
import { BookOpen, CheckCircle2, Database, Sparkles } from 'lucide-react';
import type { TStats } from '@contract/index';
import { Card } from '@web/components/ui/card';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: React.ComponentType<{ className?: string }>;
  hint?: string;
  subtitle?: string;
  href?: string;
  testId: string;
}

function StatCard({ label, value, icon: Icon, hint, subtitle, href, testId }: StatCardProps) {
  const body = (
    <Card className="h-full p-5 transition-shadow hover:shadow-md" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid={`${testId}-value`}>
            {value ?? '–'}
          </p>
          {subtitle && <p className="mt-1 text-xs text-slate-500">{subtitle}</p>}
        </div>
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </div>
      {hint && <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs font-medium text-amber-800">{hint}</p>}
    </Card>
  );
  return href ? (
    <Link href={href} className="block rounded-xl focus-visible:ring-2 focus-visible:ring-brand-500">
      {body}
    </Link>
  ) : (
    body
  );
}

export function StatCards({ stats }: { stats: TStats | undefined }) {
  const docs = stats?.sourceDocumentsCount;
  const done = stats?.completedDdqsCount;
  return (
    <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="stat-documents"
        label="Documents I've Learned From"
        value={docs}
        icon={BookOpen}
        href="/source-documents"
        hint={docs === 0 ? 'Start here: upload your first completed DDQ so I can learn.' : undefined}
      />
      <StatCard
        testId="stat-completed"
        label="DDQs I've Completed"
        value={done}
        icon={CheckCircle2}
        hint={docs !== undefined && docs > 0 && done === 0 ? "I'm ready for your first blank DDQ!" : undefined}
      />
      <StatCard
        testId="stat-knowledge"
        label="Knowledge Items"
        value={stats ? stats.qaPairsCount + stats.aiGeneratedAnswersCount : undefined}
        subtitle="Q&A pairs + AI answers"
        icon={Database}
        href="/qa-pairs"
      />
      <StatCard
        testId="stat-ai-answers"
        label="Answers I've Written"
        value={stats?.aiGeneratedAnswersCount}
        subtitle="across all completed DDQs"
        icon={Sparkles}
      />
    </section>
  );
}
