/** How alike two answers are: token F1 (also the benchmark's measure) and "do these say the same thing". */
import { answerPolarity } from '../language/index.js';
import { words } from './normalize.js';

export function answerTokens(text: string): string[] {
  return words(text);
}

/** SQuAD-style token F1 between two texts (bag of lower-case word tokens). */
export function tokenF1(predicted: string, truth: string): number {
  const p = answerTokens(predicted);
  const t = answerTokens(truth);
  if (p.length === 0 && t.length === 0) return 1;
  if (p.length === 0 || t.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const w of t) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of p) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      common++;
      counts.set(w, c - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / p.length;
  const recall = common / t.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Same yes/no polarity when both have one; otherwise mostly the same words. */
export function answersAgree(a: string, b: string): boolean {
  const pa = answerPolarity(a);
  const pb = answerPolarity(b);
  if (pa && pb) return pa === pb;
  if (pa || pb) return false;
  return tokenF1(a, b) >= 0.5;
}
