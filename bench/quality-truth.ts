/**
 * The corpus truth files and the matching of detected items to them, shared by the document-quality benchmarks
 * (not part of the product; reads ../shared/corpus).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParsedQuestionnaire } from '../src/engines/document/index.js';
import { questionKey } from '../src/engines/document/text/text-heuristics.js';

export interface TruthQuestion {
  index: number;
  id?: string;
  number?: string;
  section?: string;
  question: string;
  expected?: string;
  answer?: string;
}

export const norm = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
export const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

export function loadTruth(rendered: string, name: string): TruthQuestion[] {
  return (JSON.parse(readFileSync(join(rendered, `${name}.truth.json`), 'utf8')) as { questions: TruthQuestion[] })
    .questions;
}

/** Greedy in-order matching of detected items to expected questions by normalised text (prefix allowed): expected index → item index. */
export function match(parsed: ParsedQuestionnaire, expected: TruthQuestion[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const used = new Set<number>();
  const keys = parsed.items.map((i) => questionKey(i.question));
  let from = 0;
  expected.forEach((q, ei) => {
    const k = questionKey(q.question);
    const ok = (j: number) =>
      !used.has(j) &&
      (keys[j] === k ||
        (k.length > 20 &&
          (keys[j]!.startsWith(k) || k.startsWith(keys[j]!)) &&
          Math.min(k.length, keys[j]!.length) > 0.6 * Math.max(k.length, keys[j]!.length)));
    let found = -1;
    for (let j = from; j < keys.length && found < 0; j++) if (ok(j)) found = j;
    for (let j = 0; j < from && found < 0; j++) if (ok(j)) found = j;
    if (found >= 0) {
      pairs.set(ei, found);
      used.add(found);
      from = found + 1;
    }
  });
  return pairs;
}
