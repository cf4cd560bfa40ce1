/** Completed questionnaire → question/answer pairs to learn from. */
import type { ParsedQuestionnaire, QaPairDraft } from './types.js';
import { isPlaceholder } from './text/text-heuristics.js';
import { resolveReferences } from './text/cross-references.js';

export function extractQaPairs(parsed: ParsedQuestionnaire): QaPairDraft[] {
  const out: QaPairDraft[] = [];
  // "Yes. Please see IPY-01.1." is learned with the words of IPY-01.1's answer.
  const resolved = resolveReferences(parsed.items);
  for (const item of parsed.items) {
    if (!item.answer || isPlaceholder(item.answer)) continue;
    const section = item.sectionIndex === null ? undefined : parsed.sections[item.sectionIndex];
    const pair: QaPairDraft = {
      question: item.question,
      answer: resolved.get(item.index) ?? item.answer,
      confidence: item.confidence,
    };
    // Very short answers to open questions ("See above") are more often misreads than real answers.
    if (item.kind === 'text' && item.answer.length < 3) pair.confidence = Math.round(item.confidence * 70) / 100;
    if (item.guidance) pair.context = item.guidance;
    if (section) pair.sectionTitle = section.title;
    const itemNumber = item.number ?? item.id;
    if (itemNumber) pair.itemNumber = itemNumber;
    out.push(pair);
  }
  return out;
}
