/**
 * What bench/answer-quality.ts prints for a case: answered / draft / no answer, right answers, the firm's yes/no
 * kept, wrong at the answer threshold, and the reliability table (band -> answers -> share right), for yes/no and
 * narrative questions apart.
 */
import { answerPolarity, tokenF1, type AnswerOutcome, type AnswerResult } from '../src/engines/answering/index.js';
import type { Case, TruthQuestion } from './answer-quality.js';

/** One question: what the engine would say at any threshold (its top answer and confidence) and whether it is right. */
export interface Scored {
  truth: TruthQuestion;
  result: AnswerResult;
  outcome: AnswerOutcome;
  right: boolean;
}

const pct = (a: number, b: number) => (b === 0 ? '  n/a' : `${((100 * a) / b).toFixed(1)}%`);

export function printCase(c: Case, rows: Scored[], minConfidence: number): void {
  const given = rows.filter((r) => r.outcome !== 'none');
  const answered = rows.filter((r) => r.outcome === 'answered');
  const drafts = rows.filter((r) => r.outcome === 'draft');
  const yesNo = rows.filter((r) => answerPolarity(r.truth.answer));
  const yesNoGiven = yesNo.filter((r) => r.outcome !== 'none');
  const high = given.filter((r) => r.result.confidence >= minConfidence);
  const noToYes = high.filter(
    (r) => answerPolarity(r.truth.answer) === 'no' && answerPolarity(r.result.answer ?? '') === 'yes',
  );
  const f1 = (rs: Scored[]) =>
    rs.reduce((s, r) => s + tokenF1(r.result.answer ?? '', r.truth.expected), 0) / Math.max(1, rs.length);
  console.log(`\n[${c.role}] ${c.name}`);
  console.log(
    `  questions ${rows.length}: answered ${answered.length}, draft ${drafts.length}, no answer ${rows.length - given.length}` +
      ` (given ${pct(given.length, rows.length)})`,
  );
  console.log(
    `  right: ${given.filter((r) => r.right).length} of ${given.length} given (answered ${answered.filter((r) => r.right).length}/${answered.length},` +
      ` draft ${drafts.filter((r) => r.right).length}/${drafts.length})`,
  );
  console.log(
    `  yes/no: ${yesNo.length} questions, given ${yesNoGiven.length}; firm's yes/no ${pct(yesNoGiven.filter((r) => r.right).length, yesNoGiven.length)}` +
      ` over given (${yesNoGiven.filter((r) => r.right).length}/${yesNoGiven.length}), over all yes/no ${pct(yesNoGiven.filter((r) => r.right).length, yesNo.length)};` +
      ` firm's "No" given as "Yes" at >= ${minConfidence}%: ${noToYes.length}`,
  );
  console.log(
    `  at >= ${minConfidence}% confidence: ${high.length} answers, wrong ${high.length - high.filter((r) => r.right).length}` +
      ` (${pct(high.length - high.filter((r) => r.right).length, high.length)}); mean token F1 over given ${f1(given).toFixed(3)}, over all ${((f1(given) * given.length) / Math.max(1, rows.length)).toFixed(3)}`,
  );
  printReliability(
    rows.filter((r) => r.outcome !== 'none').map((r) => ({ confidence: r.result.confidence, right: r.right })),
  );
  // A yes/no answer is counted right when its yes/no is the firm's, whichever pair it came from: a pair that does not
  // answer the question still agrees as often as the firm gives that answer. The split shows how much of a band's
  // share comes from that agreement (the engine's confidence is the probability that the pair answers the question).
  const narrative = given.filter((r) => !answerPolarity(r.truth.answer));
  if (yesNoGiven.length > 0 && narrative.length > 0) {
    const yesShare = yesNo.filter((r) => answerPolarity(r.truth.answer) === 'yes').length / yesNo.length;
    const asRows = (rs: Scored[]) => rs.map((r) => ({ confidence: r.result.confidence, right: r.right }));
    // Were the confidence the chance that the pair answers the question, a yes/no answer would agree with the firm
    // with that chance plus, when the pair does not answer it, the chance that the firm gives the same yes/no anyway.
    const expected = (r: Scored) => {
      const p = r.result.confidence / 100;
      const chance = answerPolarity(r.result.answer ?? '') === 'yes' ? yesShare : 1 - yesShare;
      return 100 * (p + (1 - p) * chance);
    };
    printReliability(
      yesNoGiven.map((r) => ({ confidence: r.result.confidence, right: r.right, expected: expected(r) })),
      `yes/no questions (a borrowed "Yes" agrees by chance ${(100 * yesShare).toFixed(0)} % of the time)`,
    );
    printReliability(asRows(narrative), 'narrative questions (token F1 >= 0.5)');
  }
}

/** Reliability table: confidence band -> answers -> share right (top candidate of every question, given or not). */
export function printReliability(rows: { confidence: number; right: boolean; expected?: number }[], of?: string): void {
  const bands = [0, 20, 40, 50, 60, 70, 80, 90, 101];
  const parts: string[] = [];
  for (let b = 0; b < bands.length - 1; b++) {
    const lo = bands[b]!;
    const hi = bands[b + 1]!;
    const inBand = rows.filter((r) => r.confidence >= lo && r.confidence < hi);
    if (inBand.length === 0) continue;
    const right = inBand.filter((r) => r.right).length;
    const share = (100 * right) / inBand.length;
    const off = share < lo ? lo - share : share > Math.min(100, hi) ? share - Math.min(100, hi) : 0;
    const expected = inBand.every((r) => r.expected !== undefined)
      ? ` (${(inBand.reduce((sum, r) => sum + r.expected!, 0) / inBand.length).toFixed(0)}% expected)`
      : '';
    parts.push(
      `${lo}-${Math.min(100, hi)}%: ${inBand.length} -> ${share.toFixed(0)}% right${expected}${off > 10 ? ' (!)' : ''}`,
    );
  }
  console.log(`  reliability${of ? `, ${of}` : ''}: ${parts.join(' | ')}`);
}
