/**
 * Embedded answer composition (no AI service): the firm's own words from the best pair; for a yes/no question
 * the yes/no comes first, and a bare "Yes"/"No" borrows the explanation of an agreeing, equally strong pair.
 */
import { answersAgree } from './answer-similarity.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { answerPolarity } from '../language/index.js';
import type { RankedPair } from './ranker.js';
import type { QuestionKind } from './types.js';

const BORROW_MARGIN = 0.05;

export interface Composition {
  answer: string;
  sourcePairIds: string[];
}

export function composeAnswer(
  index: KnowledgeIndex,
  ranked: RankedPair[],
  chosen: RankedPair,
  kind: QuestionKind,
): Composition {
  const pair = index.pairs[chosen.pair]!;
  const answer = pair.answer.trim();
  const sources = [pair.id];
  if (kind !== 'yes_no') return { answer, sourcePairIds: sources };

  const polarity = answerPolarity(answer);
  if (!polarity) return { answer, sourcePairIds: sources };
  const word = polarity === 'yes' ? 'Yes' : 'No';
  const bare = /^(?:\d+\)\s*|[a-z]\)\s*)?(?:yes|no)[.!]?$/i.test(answer);
  if (!bare) return { answer, sourcePairIds: sources };

  const donor = ranked.find(
    (r) =>
      r.pair !== chosen.pair &&
      r.score >= chosen.score - BORROW_MARGIN &&
      r.clashes.length === 0 &&
      answersAgree(index.pairs[r.pair]!.answer, answer) &&
      !/^(?:yes|no)[.!]?$/i.test(index.pairs[r.pair]!.answer.trim()),
  );
  if (!donor) return { answer, sourcePairIds: sources };
  const detail = index.pairs[donor.pair]!.answer.trim().replace(/^(?:\d+\)\s*)?(?:yes|no)\b[.,:;!\s-]*/i, '');
  if (!detail) return { answer, sourcePairIds: sources };
  return { answer: `${word}. ${detail}`, sourcePairIds: [...sources, index.pairs[donor.pair]!.id] };
}
