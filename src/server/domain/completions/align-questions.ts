/**
 * Aligns the questions of a fresh copy of a DDQ with the stored questions of an earlier completion, tolerant
 * to a new edition: same number and similar wording, the same wording after normalisation, or clearly the
 * most similar stored question. No model involved: deterministic and explainable.
 */
import { normalizeQuestion, tokenF1 } from '../../../engines/answering/index';

export interface StoredQuestion {
  key: string;
  number: string | null;
  question: string;
}
export interface FreshQuestion {
  index: number;
  number?: string;
  question: string;
}

const SIMILAR_WITH_NUMBER = 0.5;
const SIMILAR_ALONE = 0.8;
const MARGIN = 0.1;

export function alignQuestions(fresh: FreshQuestion[], stored: StoredQuestion[]): Map<number, string> {
  const norm = stored.map((s) => ({ ...s, n: normalizeQuestion(s.question), num: canonicalNumber(s.number) }));
  const byText = new Map<string, string>();
  for (const s of norm) if (!byText.has(s.n)) byText.set(s.n, s.key);
  const out = new Map<number, string>();
  const taken = new Set<string>();
  const pending: FreshQuestion[] = [];

  for (const f of fresh) {
    const n = normalizeQuestion(f.question);
    const exact = byText.get(n);
    if (exact && !taken.has(exact)) {
      out.set(f.index, exact);
      taken.add(exact);
    } else pending.push(f);
  }
  for (const f of pending) {
    const n = normalizeQuestion(f.question);
    const num = canonicalNumber(f.number ?? null);
    const scored = norm
      .filter((s) => !taken.has(s.key))
      .map((s) => ({ s, score: tokenF1(n, s.n) }))
      .sort((a, b) => b.score - a.score);
    const best = scored[0];
    if (!best) continue;
    const sameNumber = num && best.s.num === num;
    const runnerUp = scored[1]?.score ?? 0;
    if (
      (sameNumber && best.score >= SIMILAR_WITH_NUMBER) ||
      (best.score >= SIMILAR_ALONE && best.score - runnerUp >= MARGIN)
    ) {
      out.set(f.index, best.s.key);
      taken.add(best.s.key);
    }
  }
  return out;
}

function canonicalNumber(n: string | null): string | null {
  if (!n) return null;
  const c = n
    .toLowerCase()
    .replace(/[\s.)]+$/g, '')
    .replace(/\s+/g, '');
  return c || null;
}
