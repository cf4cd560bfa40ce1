/**
 * `bench/answer-quality.ts --dump-rows FILE`: every scored question as a JSON line (set, role, kind, question, the
 * pair answered from, confidence, outcome, right), for calibration studies outside the engine.
 */
import { writeFile } from 'node:fs/promises';
import type { AnswerOutcome } from '../src/engines/answering/index.js';
import type { HardRow } from './answer-quality-hard.js';

export interface DumpRow {
  kind: string;
  question: string;
  source: string | null;
  confidence: number;
  outcome: AnswerOutcome;
  right: boolean;
}

/** Collects rows when given a file to write them to; does nothing otherwise. */
export class RowDump {
  private readonly lines: string[] = [];
  constructor(private readonly file: string | null) {}

  add(set: string, role: string, rows: DumpRow[]): void {
    if (this.file) this.lines.push(...rows.map((r) => JSON.stringify({ set, role, ...r })));
  }

  /** A matching set's rows: right is a reworded question answered from its pair. */
  addMatching(set: string, role: string, rows: HardRow[]): void {
    this.add(
      set,
      role,
      rows.map((r) => ({
        kind: r.kind,
        question: r.question,
        source: r.result.sourcePairIds[0] ?? null,
        confidence: r.result.answer === null ? 0 : r.result.confidence,
        outcome: r.result.outcome,
        right: r.kind === 'paraphrase' && r.result.answer !== null && r.result.sourcePairIds[0] === r.expected,
      })),
    );
  }

  async write(): Promise<void> {
    if (this.file) await writeFile(this.file, this.lines.join('\n') + '\n');
  }
}
