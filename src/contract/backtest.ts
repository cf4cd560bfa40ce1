/**
 * "How well do I know you?": the backtest of the firm's training documents, each answered from the rest of
 * its knowledge, compared with what the firm actually wrote. Shared by the server, the client and the tests.
 */
import { z } from 'zod';

export const BACKTEST_STATUSES = ['queued', 'running', 'completed', 'error'] as const;
export const ZBacktestStatus = z.enum(BACKTEST_STATUSES);
export type TBacktestStatus = z.infer<typeof ZBacktestStatus>;

/** Questions, outcomes, answers that agree with the firm's (yes/no, else token F1 >= 0.5), yes/no questions compared. */
export const ZBacktestTally = z.object({
  questions: z.number().int(),
  answered: z.number().int(),
  draft: z.number().int(),
  none: z.number().int(),
  agree: z.number().int(),
  yesNo: z.number().int(),
  yesNoAgree: z.number().int(),
});
export type TBacktestTally = z.infer<typeof ZBacktestTally>;

export const ZBacktestDisagreement = z.object({
  question: z.string(),
  section: z.string().nullable(),
  firmAnswer: z.string(),
  myAnswer: z.string(),
  outcome: z.enum(['answered', 'draft']),
  confidence: z.number(),
  overlap: z.number(),
});

/** Answers given with a confidence in [from, to) percent, and how many of them were right. */
export const ZBacktestBand = z.object({
  from: z.number(),
  to: z.number(),
  answers: z.number().int(),
  right: z.number().int(),
});
export type TBacktestBand = z.infer<typeof ZBacktestBand>;

export const ZBacktestDocumentResult = z.object({
  documentId: z.string(),
  name: z.string(),
  totals: ZBacktestTally,
  sections: z.array(ZBacktestTally.extend({ title: z.string().nullable() })),
  disagreements: z.array(ZBacktestDisagreement),
  bands: z.array(ZBacktestBand),
});
export type TBacktestDocumentResult = z.infer<typeof ZBacktestDocumentResult>;

export const ZBacktestSummary = z.object({
  documents: z.number().int(),
  totals: ZBacktestTally,
  bands: z.array(ZBacktestBand),
});
export type TBacktestSummary = z.infer<typeof ZBacktestSummary>;

export const ZBacktestRun = z.object({
  id: z.string(),
  status: ZBacktestStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  documentsTotal: z.number().int(),
  documentsDone: z.number().int(),
  currentDocument: z.string().nullable(),
  documents: z.array(ZBacktestDocumentResult),
  summary: ZBacktestSummary.nullable(),
  durationMs: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
});
export type TBacktestRun = z.infer<typeof ZBacktestRun>;

export const ZBacktest = z.object({
  /** The latest run, or null before the first. */
  run: ZBacktestRun.nullable(),
  /** The knowledge base changed since the latest run started: its figures are out of date. */
  stale: z.boolean(),
  /** Completed training documents with pairs: what a run would answer. */
  documents: z.number().int(),
});
export type TBacktest = z.infer<typeof ZBacktest>;
