/** The selected answer's detail panel: the sections of DETAIL_SECTIONS, one under the other. */
import type { TReviewItem } from '@contract/index';
import { Card } from '@web/components/ui/card';
import { DETAIL_SECTIONS, type DetailSectionProps } from './detail-sections';
import type { ReviewWorkspace } from './use-review-workspace';
import { useRole } from '@web/hooks/use-role';

export function ReviewDetail({
  completionId,
  item,
  ws,
  sections = DETAIL_SECTIONS,
}: {
  completionId: string;
  item: TReviewItem | null;
  ws: ReviewWorkspace;
  sections?: typeof DETAIL_SECTIONS;
}) {
  const canEdit = useRole().can('editor');
  if (!item)
    return <Card className="p-6 text-sm text-slate-600">Pick an answer in the list to see where it came from.</Card>;
  const props: DetailSectionProps = {
    completionId,
    item,
    actions: ws.actions,
    draft: ws.drafts[item.id] ?? null,
    setDraft: (draft) => ws.setDraft(item.id, draft),
    regenerated: ws.regenerated[item.id] ?? null,
    approveAndNext: ws.approveAndNext,
    canEdit,
  };
  return (
    <Card
      className="flex flex-col gap-5 p-4 sm:p-5"
      data-testid="review-detail"
      aria-label={`Answer to: ${item.question}`}
    >
      {sections.map(({ id, Component }) => (
        <Component key={id} {...props} />
      ))}
    </Card>
  );
}
