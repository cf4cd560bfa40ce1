import type { Tone } from '@web/lib/format';
import { Badge } from '@web/components/ui/badge';
import { SourceStatusIcon } from './status-icon';

const LABEL: Record<string, { label: string; tone: Tone }> = {
  uploading: { label: 'Uploading', tone: 'blue' },
  processing: { label: 'Processing', tone: 'blue' },
  completed: { label: 'Ready', tone: 'green' },
  error: { label: 'Error', tone: 'red' },
};

/** Status badge with its icon on the Training Documents screen; unknown statuses are neutral grey. */
export function SourceStatusBadge({ status }: { status: string }) {
  const { label, tone } = LABEL[status] ?? { label: status, tone: 'gray' as const };
  return (
    <Badge tone={tone} data-testid="document-status">
      <SourceStatusIcon status={status} unknownAs="neutral" className="h-3.5 w-3.5" />
      {label}
    </Badge>
  );
}
