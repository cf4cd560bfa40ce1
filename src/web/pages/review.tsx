/**
 * Review before it goes out: every answer of one completed DDQ (drafts first) with its sources, filters, and the two
 * downloads. The list renders only the cards on screen (decision 060); filters work on the loaded answers.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Download, MessageSquareText } from 'lucide-react';
import { apiPath, draftsFirst, matchesReviewFilter, reviewCounts, type TReviewFilter } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { QueryStatus } from '@web/components/ui/query-status';
import { PageHeader } from '@web/components/page-header';
import { DexSays } from '@web/components/dex';
import { ReviewFilters } from '@web/components/review/review-filters';
import { ReviewItemCard } from '@web/components/review/review-item-card';
import { VirtualList } from '@web/components/ui/virtual-list';
import { useFirmSettings, useReview } from '@web/hooks/use-data';
import { openDownload } from '@web/lib/download';

export default function Review() {
  const { id } = useParams<{ id: string }>();
  const review = useReview(id);
  const settings = useFirmSettings();
  const [filter, setFilter] = useState<TReviewFilter>('all');
  const all = useMemo(() => draftsFirst(review.data?.items ?? []), [review.data]);
  const counts = useMemo(() => reviewCounts(all), [all]);
  const items = useMemo(() => all.filter((i) => matchesReviewFilter(i, filter)), [all, filter]);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const onDraft = useCallback(
    (itemId: string, draft: string | null) =>
      setDrafts(({ [itemId]: _previous, ...others }) => (draft === null ? others : { ...others, [itemId]: draft })),
    [],
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Link href="/ddq-completions" className="flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Completed DDQs
      </Link>
      <PageHeader
        title="Review answers"
        subtitle={review.data ? review.data.completion.originalName : undefined}
        actions={
          review.data && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => openDownload(apiPath('reviewCopy', { id }))}>
                <MessageSquareText aria-hidden /> Download review copy
              </Button>
              <Button onClick={() => openDownload(apiPath('downloadDdq', { id }))}>
                <Download aria-hidden /> Download clean copy
              </Button>
            </div>
          )
        }
      />
      {review.isLoading || review.isError ? (
        <QueryStatus isLoading={review.isLoading} error={review.error} label="Loading answers..." />
      ) : review.data ? (
        <>
          <DexSays>
            Here is every answer I gave and where it came from. Fix anything I got wrong and approve it: I'll remember your answer next time.
            The review copy has a Word comment on each answer with its source and my confidence; the clean copy has none.
            {counts.draft > 0 && (
              <span data-testid="drafts-summary">
                {' '}
                {counts.draft === 1 ? 'One answer is a draft' : `${counts.draft} answers are drafts`} to check before sending, listed first
                {settings.data?.draftsInCleanCopy
                  ? ': your firm puts drafts in the clean copy, so check them before it goes out.'
                  : ': they stay out of the clean copy until you approve or edit them.'}
              </span>
            )}
          </DexSays>
          <ReviewFilters counts={counts} value={filter} onChange={setFilter} />
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="review-count">
            Showing {items.length} of {review.data.items.length} answers
          </p>
          {items.length ? (
            <VirtualList
              items={items}
              getKey={(item) => item.id}
              estimateSize={300}
              renderItem={(item) => <ReviewItemCard completionId={id} item={item} draft={drafts[item.id] ?? null} onDraft={onDraft} />}
              testId="review-list"
            />
          ) : (
            <Card className="px-6 py-10 text-center text-sm text-slate-600">Nothing here: no answers match this filter.</Card>
          )}
        </>
      ) : null}
    </div>
  );
}
