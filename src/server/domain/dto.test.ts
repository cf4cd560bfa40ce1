import { describe, expect, it } from 'vitest';
import type { ddqCompletions } from '../db/schema';
import { completionDto } from './dto';

type CompletionRow = typeof ddqCompletions.$inferSelect;

function row(overrides: Partial<CompletionRow>): CompletionRow {
  const now = new Date('2026-11-22T10:00:00Z');
  return {
    id: 'c1',
    firmId: 'f1',
    uploadedBy: null,
    originalName: 'DDQ.docx',
    filename: 'DDQ.docx',
    storageKey: 'k',
    fileSize: 10,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    format: 'docx',
    status: 'processing',
    processingProgress: 0,
    outputStorageKey: null,
    outputHasDrafts: false,
    accuracy: null,
    answeredQuestions: null,
    totalQuestions: null,
    errorMessage: null,
    live: {},
    attempts: 0,
    queuedAt: now,
    startedAt: null,
    completedAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  } as CompletionRow;
}

describe('completionDto', () => {
  it('shows a DDQ waiting in the queue as processing ("getting ready"), never as a status the screens call failed', () => {
    const dto = completionDto(row({ status: 'uploading' }));
    expect(dto.status).toBe('processing');
    expect(dto.processingPhase).toBe('initializing');
  });

  it('keeps the other statuses and the phase the worker wrote', () => {
    expect(completionDto(row({ status: 'error', errorMessage: 'x' })).status).toBe('error');
    expect(
      completionDto(row({ status: 'processing', live: { processingPhase: 'generating_answers' } })).processingPhase,
    ).toBe('generating_answers');
  });
});
