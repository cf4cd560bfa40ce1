import type { TQaPair } from '@contract/index';
import { confidenceValue } from './format';

export const HIGH_CONFIDENCE_MIN = 90;

/** Knowledge Base page filter: case-insensitive on question or answer, optionally only 90%+ confidence. */
export function filterPairs(pairs: readonly TQaPair[], search: string, highOnly: boolean): TQaPair[] {
  const q = search.trim().toLowerCase();
  return pairs.filter(
    (p) =>
      (!q || p.question.toLowerCase().includes(q) || p.answer.toLowerCase().includes(q)) &&
      (!highOnly || confidenceValue(p.confidence) >= HIGH_CONFIDENCE_MIN),
  );
}
