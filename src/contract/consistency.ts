/** Consistency check before download: an answer that contradicts another answer of the DDQ or the firm's newest knowledge. */
import { z } from 'zod';

export const ZAnswerConflict = z.object({
  /** The same question answered Yes and No, or two different figures for one quantity (AUM, headcount, clients). */
  kind: z.enum(['yes_no', 'figure']),
  /** What is compared: 'yes or no', 'assets under management', ... */
  subject: z.string(),
  /** This answer's value and the other side's, as written. */
  mine: z.string(),
  theirs: z.string(),
  /** The other answer of this DDQ (its item index, number and question), or null when it is the knowledge base. */
  otherItemIndex: z.number().int().nullable(),
  otherItemNumber: z.string().nullable(),
  otherQuestion: z.string(),
  /** The firm's newest stored pair it contradicts, and when that pair was stated. */
  knowledgePairId: z.string().nullable(),
  knowledgeDate: z.string().nullable(),
});
export type TAnswerConflict = z.infer<typeof ZAnswerConflict>;

/** One line for a person: where the contradiction is (the review copy's comment and the review screen say the same). */
export function conflictSentence(c: TAnswerConflict): string {
  const where =
    c.otherItemIndex !== null
      ? `question ${c.otherItemNumber ?? c.otherItemIndex + 1} ("${c.otherQuestion}")`
      : `your knowledge base (stated ${c.knowledgeDate?.slice(0, 10) ?? 'most recently'}: "${c.otherQuestion}")`;
  return c.kind === 'yes_no'
    ? `Contradicts ${where}: "${c.mine}" here, "${c.theirs}" there.`
    : `Another ${c.subject} figure in ${where}: ${c.mine} here, ${c.theirs} there.`;
}
