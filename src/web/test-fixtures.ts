/** Small entity factories for component tests. */
import type { TDdqCompletion, TQaPair, TSourceDocument } from '@contract/index';

export function completionFixture(over: Partial<TDdqCompletion> = {}): TDdqCompletion {
  return {
    id: 'c1', filename: 'f', originalName: 'Blank DDQ.docx', status: 'completed', processingProgress: 100, createdAt: '2025-03-01T10:00:00Z',
    updatedAt: new Date().toISOString(), startedAt: '2025-03-01T10:00:00Z', completedAt: null, outputObjectPath: '/api/download-ddq/c1',
    accuracy: 88, answeredQuestions: 9, totalQuestions: 10, errorMessage: null, processingPhase: 'completed', estimatedTimeRemaining: null,
    averageAnswerTime: null, currentQuestionText: null, lastAnswerGenerated: null, tokensUsedTotal: null, memoryUsageMB: null, knowledgeChunksUsed: null,
    fallbackAnswersCount: null, modelRefusalsCount: null, errorCount: null, lastErrorMessage: null, lastErrorTime: null, currentSection: null, currentSectionIndex: null,
    totalSections: null, sectionsCompleted: null, totalBatches: null, currentBatch: null, batchSize: null, outcomeCounts: null,
    lastAnswerOutcome: null, ...over,
  };
}

export function documentFixture(over: Partial<TSourceDocument> = {}): TSourceDocument {
  return {
    id: 'd1', originalName: 'Fund DDQ 2024.docx', filename: 'f', fileSize: 123456, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    status: 'completed', qaCount: 12, processingProgress: 100, errorMessage: null, createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-01T10:05:00Z', ...over,
  };
}

export function pairFixture(over: Partial<TQaPair> = {}): TQaPair {
  return {
    id: 'p1', question: 'Is the firm SEC registered?', answer: 'Yes, since 2010.', context: null, confidence: 95, usageCount: 2, sourceDocumentId: 'd1',
    sourceDocumentName: 'Fund DDQ 2024.docx', createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-01T10:00:00Z', ...over,
  };
}
