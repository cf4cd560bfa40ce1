/** Completed DDQs, Dex's work page (docs/product-spec.md §2). */
import { useMutation } from '@tanstack/react-query';
import { apiPath, type TDdqCompletion } from '@contract/index';
import { QueryStatus } from '@web/components/ui/query-status';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/page-header';
import { UploadCard } from '@web/components/completions/upload-card';
import { InjectionCard } from '@web/components/completions/injection-card';
import { DraftsSettingCard } from '@web/components/completions/drafts-setting';
import { CompletionCard } from '@web/components/completions/completion-card';
import { useCompletions, useRefresh } from '@web/hooks/use-data';
import { apiRequest } from '@web/lib/api';
import { useRole } from '@web/hooks/use-role';
import { confirmDeleteCompletionText } from '@web/lib/messages';

export default function DdqCompletions() {
  const completions = useCompletions();
  const { can } = useRole();
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', apiPath('ddqCompletionDelete', { id })),
    onSuccess: () => void refresh.completions(),
    onError: (err: Error) => console.error('Delete failed', err),
  });
  const onDelete = (c: TDdqCompletion) => {
    if (window.confirm(confirmDeleteCompletionText(c.originalName))) remove.mutate(c.id);
  };
  const list = completions.data ?? [];
  const completed = list.filter((c) => c.status === 'completed');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Completed DDQs" subtitle="Dex's work: every DDQ I've filled in, live as I work on it" />
      {can('editor') && <UploadCard />}
      {completed.length > 0 && can('editor') && <InjectionCard completions={completed} />}
      {can('admin') && <DraftsSettingCard />}
      <section aria-labelledby="history-title" className="flex flex-col gap-4">
        <h2 id="history-title" className="text-xl font-semibold text-slate-900">
          DDQ Completion History
        </h2>
        {completions.isLoading || completions.isError ? (
          <QueryStatus isLoading={completions.isLoading} error={completions.error} />
        ) : !list.length ? (
          <Card className="px-6 py-12 text-center text-slate-600" data-testid="completions-empty">
            No DDQ completions yet. Upload your first blank DDQ to get started.
          </Card>
        ) : (
          <div className="flex flex-col gap-4">
            {list.map((c) => (
              <CompletionCard key={c.id} c={c} updatedAt={completions.dataUpdatedAt} onDelete={onDelete} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
