import { describe, expect, it } from 'vitest';
import type { TDdqCompletion } from '@contract/index';
import { liveProgress, overallPercent, questionsDone } from './live-progress';

const base = {
  id: 'c1',
  filename: 'f',
  originalName: 'a.docx',
  status: 'processing',
  processingProgress: 40,
  createdAt: null,
  updatedAt: '2025-01-01T00:00:00Z',
  startedAt: null,
  completedAt: null,
  outputObjectPath: null,
  accuracy: null,
  answeredQuestions: 3,
  totalQuestions: 12,
  errorMessage: null,
  processingPhase: 'generating_answers',
  estimatedTimeRemaining: 30,
  averageAnswerTime: 1000,
  currentQuestionText: 'top question',
  lastAnswerGenerated: 'top',
  tokensUsedTotal: 10,
  memoryUsageMB: 100,
  knowledgeChunksUsed: 2,
  fallbackAnswersCount: 0,
  modelRefusalsCount: 0,
  errorCount: 0,
  lastErrorMessage: null,
  lastErrorTime: null,
  currentSection: null,
  currentSectionIndex: null,
  totalSections: null,
  sectionsCompleted: null,
  totalBatches: null,
  currentBatch: null,
  batchSize: null,
  outcomeCounts: { answered: 2, draft: 1, none: 0 },
  lastAnswerOutcome: 'draft',
} satisfies TDdqCompletion;

describe('liveProgress', () => {
  it('prefers the nested completion values over the top-level ones', () => {
    const live = liveProgress({
      ...base,
      completion: { currentQuestionText: 'nested question', tokensUsedTotal: 99, memoryUsageMB: null },
    });
    expect(live.currentQuestionText).toBe('nested question');
    expect(live.tokensUsedTotal).toBe(99);
    expect(live.memoryUsageMB).toBe(100);
    expect(live.lastAnswerGenerated).toBe('top');
  });
  it('uses the top-level values without a nested object', () => {
    expect(liveProgress(base).processingPhase).toBe('generating_answers');
  });
});

describe('overallPercent', () => {
  it('is questions done (every outcome) over total, 100 once completed, else the processing progress', () => {
    expect(overallPercent(base)).toBe(25);
    expect(questionsDone(base)).toBe(3);
    expect(overallPercent({ ...base, outcomeCounts: { answered: 2, draft: 4, none: 3 } })).toBe(75);
    expect(overallPercent({ ...base, totalQuestions: 0 })).toBe(40);
    expect(overallPercent({ ...base, status: 'completed', outcomeCounts: { answered: 4, draft: 0, none: 8 } })).toBe(
      100,
    );
  });
});
