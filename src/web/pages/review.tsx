/**
 * The review workspace: every answer of one completed DDQ in a dense list, the selected one's detail
 * beside it (stacked on a phone), filters, "N of M reviewed", bulk approval with undo, and the keyboard. The list
 * renders only the rows on screen (decision 060); the filter and the selected answer are kept in the address.
 */
import { useMemo, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Download, MessageSquareText } from 'lucide-react';
import { apiPath } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { QueryStatus } from '@web/components/ui/query-status';
import { PageHeader } from '@web/components/page-header';
import { DexSays } from '@web/components/dex';
import { VirtualList } from '@web/components/ui/virtual-list';
import { ReviewRow } from '@web/components/review/review-row';
import { ReviewDetail } from '@web/components/review/review-detail';
import { BulkBar, KeyLegend, ReviewProgress, WorkspaceFilters } from '@web/components/review/review-toolbar';
import { reviewCopyText } from '@web/components/review/review-copy-text';
import { useReviewWorkspace } from '@web/components/review/use-review-workspace';
import { PendingApprovals } from '@web/components/review/pending-approvals';
import { WORKSPACE_FILTERS, type FilterContext } from '@web/components/review/workspace-filters';
import { DETAIL_SECTIONS } from '@web/components/review/detail-sections';
import { ASSIGNED_TO_ME_FILTER, assignedTo } from '@web/components/review/assignment-filter';
import { AssignmentSection } from '@web/components/review/assignment-section';
import { CommentsSection } from '@web/components/review/comments-thread';
import { TeamBar } from '@web/components/review/team-bar';
import { useCompletionAssignments } from '@web/hooks/use-team';
import { useRole } from '@web/hooks/use-role';
import { useFirmSettings, useReview } from '@web/hooks/use-data';
import { useAuth } from '@web/hooks/use-auth';
import { openDownload } from '@web/lib/download';

/** Issue 19: "Assigned to me" among the filters; the assignment (with the answer's history) and comments in the detail. */
const FILTERS = [...WORKSPACE_FILTERS, ASSIGNED_TO_ME_FILTER];
const SECTIONS = [
  ...DETAIL_SECTIONS.slice(0, 1),
  { id: 'assignment', Component: AssignmentSection },
  { id: 'comments', Component: CommentsSection },
  ...DETAIL_SECTIONS.slice(1),
];

function DraftsSummary({ drafts }: { drafts: number }) {
  const settings = useFirmSettings();
  if (!drafts) return null;
  return (
    <span data-testid="drafts-summary">
      {' '}
      {drafts === 1 ? 'One answer is a draft' : `${drafts} answers are drafts`} to check before sending, listed first
      {settings.data?.draftsInCleanCopy
        ? ': your firm puts drafts in the clean copy, so check them before it goes out.'
        : ': they stay out of the clean copy until you approve or edit them.'}
    </span>
  );
}

export default function Review() {
  const { id } = useParams<{ id: string }>();
  const review = useReview(id);
  const { user } = useAuth();
  const owed = useCompletionAssignments(id);
  const editor = useRole().can('editor');
  const context = useMemo<FilterContext>(
    () => (user ? { me: { id: user.id, name: user.name }, assignedToMe: assignedTo(owed.data, user.id) } : {}),
    [user, owed.data],
  );
  const ws = useReviewWorkspace(id, review.data, context, FILTERS);
  const detailRef = useRef<HTMLDivElement>(null);
  const selectByTap = (itemId: string) => {
    ws.select(itemId);
    // Stacked on a phone: the detail is above the list, so bring it into view.
    if (!window.matchMedia('(min-width: 768px)').matches) detailRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6">
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
            Here is every answer I gave and where it came from. Fix anything I got wrong and approve it: I'll remember
            your answer next time.{' '}
            <span data-testid="review-copy-text">{reviewCopyText(review.data.completion.originalName)}</span>
            <DraftsSummary drafts={ws.counts.draft ?? 0} />
          </DexSays>
          <Card className="flex flex-col gap-3 p-3 sm:p-4">
            <div className="flex flex-wrap items-start gap-4">
              <div className="flex min-w-48 flex-1 flex-col gap-1">
                <ReviewProgress reviewed={ws.progress.reviewed} total={ws.progress.total} />
                <PendingApprovals completionId={id} />
              </div>
              {editor && (
                <BulkBar
                  bulk={ws.bulk}
                  confidentCount={ws.confident.length}
                  selectedIds={[...ws.checked]}
                  onClearSelection={ws.clearChecked}
                />
              )}
            </div>
            <TeamBar
              completionId={id}
              selectedIds={[...ws.checked]}
              reviewed={ws.progress.reviewed}
              onAssigned={ws.clearChecked}
            />
            <WorkspaceFilters filters={ws.filters} counts={ws.counts} value={ws.filterId} onChange={ws.changeFilter} />
            <KeyLegend />
          </Card>
          <div className="grid gap-4 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <div className="order-2 flex min-w-0 flex-col gap-2 md:order-1">
              <p className="text-sm text-slate-600" aria-live="polite" data-testid="review-count">
                Showing {ws.items.length} of {ws.all.length} answers
              </p>
              {ws.items.length ? (
                <VirtualList
                  items={ws.items}
                  getKey={(item) => item.id}
                  estimateSize={64}
                  gap={6}
                  activeIndex={ws.selectedIndex}
                  renderItem={(item) => (
                    <ReviewRow
                      item={item}
                      selected={item.id === ws.selected}
                      checked={ws.checked.has(item.id)}
                      onSelect={selectByTap}
                      onCheck={ws.toggleChecked}
                    />
                  )}
                  testId="review-list"
                />
              ) : (
                <Card className="px-6 py-10 text-center text-sm text-slate-600">
                  Nothing here: no answers match this filter.
                </Card>
              )}
            </div>
            <div
              ref={detailRef}
              className="order-1 min-w-0 scroll-mt-4 md:sticky md:top-4 md:order-2 md:max-h-[calc(100vh-2rem)] md:self-start md:overflow-y-auto"
            >
              <ReviewDetail completionId={id} item={ws.item} ws={ws} sections={SECTIONS} />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
