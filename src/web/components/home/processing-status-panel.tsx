/** AI Processing Status panel (docs/product-spec.md §2): current processing, queue, AI capabilities. */
import { Brain, Clock, Cpu, ListOrdered } from 'lucide-react';
import type { TDdqCompletion, TProcessingStatusItem, TSourceDocument } from '@contract/index';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Badge } from '@web/components/ui/badge';

interface Props {
  documents: TSourceDocument[] | undefined;
  completions: TDdqCompletion[] | undefined;
  queue: TProcessingStatusItem[] | undefined;
}

function CurrentProcessing({ documents, completions }: Omit<Props, 'queue'>) {
  const doc = documents?.find((d) => d.status === 'processing');
  const ddq = doc ? undefined : completions?.find((c) => c.status === 'processing');
  if (!doc && !ddq) return <p className="text-sm text-slate-500">No active processing</p>;
  return (
    <div className="rounded-lg bg-brand-50 p-3" data-testid="current-processing">
      <p className="truncate font-medium text-slate-900">{doc ? doc.originalName : ddq!.originalName}</p>
      <p className="mt-1 text-xs text-slate-600">
        {doc
          ? 'Using a large language model to extract Q&A pairs from this document.'
          : 'AI matching questions and generating answers with a large language model.'}
      </p>
      <p className="mt-1 flex items-center gap-1 text-xs font-medium text-brand-700">
        <Clock className="h-3.5 w-3.5" aria-hidden /> ETA: 2 minutes
      </p>
    </div>
  );
}

export function ProcessingStatusPanel({ documents, completions, queue }: Props) {
  const queued = (queue ?? []).filter((q) => q.status === 'queued');
  return (
    <Card data-testid="processing-status-panel">
      <CardHeader>
        <CardTitle icon={Cpu}>AI Processing Status</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <section aria-label="Current Processing">
          <h4 className="mb-2 text-sm font-semibold text-slate-700">Current Processing</h4>
          <CurrentProcessing documents={documents} completions={completions} />
        </section>
        <section aria-label="Processing Queue">
          <h4 className="mb-2 flex items-center gap-1 text-sm font-semibold text-slate-700">
            <ListOrdered className="h-4 w-4" aria-hidden /> Processing Queue
          </h4>
          {queued.length ? (
            <ul className="flex flex-col gap-2">
              {queued.map((q) => (
                <li key={`${q.type}-${q.id}`} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">
                    <span className="text-slate-500">
                      {q.type === 'source-document' ? 'Training document' : 'DDQ'}:{' '}
                    </span>
                    {q.originalName}
                  </span>
                  <Badge tone="yellow">Queued</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No items in queue</p>
          )}
        </section>
        <section aria-label="AI Capabilities" className="rounded-lg border border-indigo-100 bg-indigo-50 p-3">
          <h4 className="flex items-center gap-1 text-sm font-semibold text-indigo-900">
            <Brain className="h-4 w-4" aria-hidden /> AI Capabilities
          </h4>
          <ul className="mt-2 list-inside list-disc text-xs text-indigo-900/80">
            <li>Semantic question matching</li>
            <li>Context-aware answers</li>
            <li>Question variation handling</li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
