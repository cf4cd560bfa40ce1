/**
 * The three outcomes of a question, the same words everywhere they are shown (review screen, breakdown, live
 * panel, results message, review copy): answered, draft (a plausible answer a reviewer must check before it goes
 * out) and no answer. Also the firm setting that decides whether drafts go into the clean (downloaded) copy.
 */
import { z } from 'zod';

export const ANSWER_OUTCOMES = ['answered', 'draft', 'none'] as const;
export type TAnswerOutcome = (typeof ANSWER_OUTCOMES)[number];
export const ZAnswerOutcome = z.enum(ANSWER_OUTCOMES);

/** The words a person reads for each outcome. */
export const OUTCOME_LABELS: Record<TAnswerOutcome, string> = {
  answered: 'answered',
  draft: 'draft',
  none: 'no answer',
};
/** The marker a draft carries wherever it is shown (review screen, breakdown, review copy comments). */
export const DRAFT_MARKER = 'Draft — check before sending';

export const ZOutcomeCounts = z.object({ answered: z.number().int(), draft: z.number().int(), none: z.number().int() });
export type TOutcomeCounts = z.infer<typeof ZOutcomeCounts>;

export function countOutcomes(items: readonly { outcome: TAnswerOutcome }[]): TOutcomeCounts {
  const counts: TOutcomeCounts = { answered: 0, draft: 0, none: 0 };
  for (const i of items) counts[i.outcome] += 1;
  return counts;
}

/** "7 answered, 2 drafts to check, 1 without an answer" (parts at zero left out; "nothing yet" when all are). */
export function outcomeSummary(c: TOutcomeCounts): string {
  const parts = [
    c.answered ? `${c.answered} answered` : '',
    c.draft ? `${c.draft} ${c.draft === 1 ? 'draft' : 'drafts'} to check` : '',
    c.none ? `${c.none} without an answer` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing yet';
}

/** Per firm: whether drafts go into the clean copy before a reviewer approves or edits them (default: no). */
export const ZFirmSettings = z
  .object({
    draftsInCleanCopy: z.boolean(),
    /** Months after which an answer stating figures that age (AUM, headcount, clients, last audit) is a draft until confirmed. */
    freshnessMonths: z
      .number()
      .int('Give the freshness window in whole months.')
      .min(1, 'The freshness window is at least 1 month.')
      .max(120, 'The freshness window is at most 120 months.'),
  })
  .strict();
export type TFirmSettings = z.infer<typeof ZFirmSettings>;
/** A change of settings: only the settings named change. */
export const ZFirmSettingsUpdate = ZFirmSettings.partial().strict();
export type TFirmSettingsUpdate = z.infer<typeof ZFirmSettingsUpdate>;
