/** A question's outcome in the same words everywhere: Answered, "Draft — check before sending", No answer. */
import { DRAFT_MARKER, OUTCOME_LABELS, type TAnswerOutcome } from '@contract/index';
import { Badge } from '@web/components/ui/badge';
import type { Tone } from '@web/lib/format';

const TONE: Record<TAnswerOutcome, Tone> = { answered: 'green', draft: 'yellow', none: 'red' };

/** "Answered", "Draft", "No answer": the outcome words at the start of a label. */
export function sentenceCaseOutcome(outcome: TAnswerOutcome): string {
  const label = OUTCOME_LABELS[outcome];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function outcomeLabel(outcome: TAnswerOutcome): string {
  return outcome === 'draft' ? DRAFT_MARKER : sentenceCaseOutcome(outcome);
}

export function OutcomeBadge({ outcome }: { outcome: TAnswerOutcome }) {
  return (
    <Badge tone={TONE[outcome]} data-testid={`outcome-${outcome}`}>
      {outcomeLabel(outcome)}
    </Badge>
  );
}
