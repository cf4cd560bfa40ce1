import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithClient } from '@web/test-utils';
import { completionFixture } from '@web/test-fixtures';
import { LivePanel } from './live-panel';
import { CompletionCard, viewResults } from './completion-card';
import { InjectionCard } from './injection-card';
import { ddqUploadErrorText } from './upload-card';

afterEach(() => vi.restoreAllMocks());

describe('live panel', () => {
  it('shows progress, phase, section, question, fallback answer, tiles above zero, memory colour, errors and batches', () => {
    const c = completionFixture({
      status: 'processing',
      answeredQuestions: 4,
      totalQuestions: 10,
      processingPhase: 'generating_answers',
      estimatedTimeRemaining: 125,
      averageAnswerTime: 2500,
      currentQuestionText: 'Who is the auditor?',
      lastAnswerGenerated: '[FALLBACK] KPMG',
      tokensUsedTotal: 0,
      memoryUsageMB: 650,
      knowledgeChunksUsed: 7,
      fallbackAnswersCount: 1,
      errorCount: 2,
      lastErrorMessage: 'timeout',
      lastErrorTime: '2025-03-01T10:00:00Z',
      currentSection: 'Compliance',
      currentSectionIndex: 2,
      totalSections: 3,
      sectionsCompleted: 1,
      totalBatches: 4,
      currentBatch: 2,
      batchSize: 5,
      completion: { currentQuestionText: 'Who audits the fund?' },
      outcomeCounts: { answered: 3, draft: 1, none: 0 },
    });
    renderWithClient(<LivePanel c={c} updatedAt={Date.now()} />);
    expect(screen.getByText('Dex is Working Hard - Live Processing Details')).toBeTruthy();
    expect(screen.getByText('Updates every 2 seconds')).toBeTruthy();
    expect(screen.getByTestId('live-progress').textContent).toBe('4 / 10 questions · 40%');
    expect(screen.getByText('Dex is crafting responses')).toBeTruthy();
    expect(screen.getByTestId('live-section').textContent).toContain('Section 2 of 3: Compliance');
    expect(screen.getByTestId('live-question').textContent).toContain('#5');
    expect(screen.getByText('Who audits the fund?')).toBeTruthy();
    expect(screen.getByText('Fallback answer')).toBeTruthy();
    expect(screen.getByText('KPMG')).toBeTruthy();
    expect(screen.getByTestId('tile-time-left').textContent).toContain('2m 5s');
    expect(screen.getByTestId('tile-average').textContent).toContain('2.5s');
    expect(screen.queryByTestId('tile-tokens')).toBeNull();
    expect(screen.getByTestId('tile-memory').querySelector('.text-red-600')).toBeTruthy();
    expect(screen.getByTestId('live-errors').textContent).toContain('2 errors');
    expect(screen.getByTestId('live-batch').textContent).toContain('Batch 2 / 4');
    expect(screen.getByTestId('active-banner')).toBeTruthy();
  });

  it('hides the section and active banner once completed, and marks AI answers', () => {
    const c = completionFixture({
      totalSections: 3,
      currentSectionIndex: 1,
      lastAnswerGenerated: 'We are registered.',
    });
    renderWithClient(<LivePanel c={c} updatedAt={Date.now()} />);
    expect(screen.queryByTestId('live-section')).toBeNull();
    expect(screen.queryByTestId('active-banner')).toBeNull();
    expect(screen.getByText('AI generated')).toBeTruthy();
  });

  it('means one thing by each figure from start to end: a finished DDQ is 100 % (10 of 10 done, 3 answered), a failed question is not "AI generated", small times in ms', () => {
    const c = completionFixture({
      status: 'completed',
      answeredQuestions: 3,
      totalQuestions: 10,
      outcomeCounts: { answered: 3, draft: 2, none: 5 },
      averageAnswerTime: 0.4,
      estimatedTimeRemaining: 0,
      lastAnswerGenerated: 'Answer generation failed - no suitable answer found in knowledge base.',
      lastAnswerOutcome: 'none',
    });
    renderWithClient(<LivePanel c={c} updatedAt={Date.now()} />);
    expect(screen.getByTestId('live-progress').textContent).toBe('10 / 10 questions · 100%');
    expect(screen.getByText('Avg per question').nextSibling?.textContent).toBe('<1 ms');
    expect(screen.getByText('Time remaining').nextSibling?.textContent).toBe('Done');
    expect(within(screen.getByTestId('live-last-answer')).getByText('No answer found')).toBeTruthy();
    expect(screen.queryByText('AI generated')).toBeNull();
    expect(within(screen.getByTestId('live-last-answer')).queryByText(/characters/)).toBeNull();
  });

  it('counts the outcomes (answered, drafts to check, no answer) and marks a draft as the last answer', () => {
    const c = completionFixture({
      outcomeCounts: { answered: 7, draft: 2, none: 1 },
      lastAnswerGenerated: 'Audited by KPMG.',
      lastAnswerOutcome: 'draft',
    });
    renderWithClient(<CompletionCard c={c} updatedAt={0} onDelete={vi.fn()} />);
    expect(screen.getByTestId('live-outcomes').textContent).toBe(
      'Outcome: 7 answered, 2 drafts to check, 1 without an answer',
    );
    expect(within(screen.getByTestId('live-last-answer')).getByText('Draft — check before sending')).toBeTruthy();
    expect(screen.getByText('Drafts to check').nextSibling?.textContent).toBe('2');
  });
});

describe('completion card', () => {
  it('shows every field, N/A for a missing date, and asks before deleting', () => {
    const onDelete = vi.fn();
    renderWithClient(<CompletionCard c={completionFixture({ createdAt: null })} updatedAt={0} onDelete={onDelete} />);
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('88%')).toBeTruthy();
    expect(screen.getByRole('button', { name: /View Results/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download Completed DDQ/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('has no results or download while processing, and no live panel on error', () => {
    const { unmount } = renderWithClient(
      <CompletionCard c={completionFixture({ status: 'processing' })} updatedAt={0} onDelete={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /View Results/ })).toBeNull();
    expect(screen.getByTestId('live-panel')).toBeTruthy();
    unmount();
    renderWithClient(
      <CompletionCard
        c={completionFixture({ status: 'error', errorMessage: 'No questions found' })}
        updatedAt={0}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('live-panel')).toBeNull();
    expect(screen.getByText('No questions found')).toBeTruthy();
  });

  it('loads the breakdown with sections closed, and reports a failure', async () => {
    mockFetch({ '/api/ddq-completions/c1/detailed-breakdown': () => new Response('x', { status: 500 }) });
    renderWithClient(<CompletionCard c={completionFixture()} updatedAt={0} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Detailed Breakdown' }));
    expect(await screen.findByText('Failed to load detailed breakdown.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide Detailed Breakdown' })).toBeTruthy();
  });

  it('View Results confirms and downloads when there is a document, else alerts; a failure alerts', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch({ '/api/ddq-completions/c1/results': { hasDocument: true, message: 'All done. Download?' } });
    await viewResults(completionFixture());
    expect(confirm).toHaveBeenCalledWith('All done. Download?');
    expect(open).toHaveBeenCalledWith('/api/download-ddq/c1', '_blank', 'noopener');
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(JSON.stringify({ hasDocument: false, message: 'Nothing yet' })),
    );
    await viewResults(completionFixture());
    expect(alert).toHaveBeenCalledWith('Nothing yet');
    vi.mocked(fetch).mockResolvedValueOnce(new Response('x', { status: 500 }));
    await viewResults(completionFixture());
    expect(alert).toHaveBeenLastCalledWith('Error fetching results');
  });
});

describe('injection card', () => {
  it('keeps the inject button disabled until a source and a .docx are chosen', () => {
    renderWithClient(<InjectionCard completions={[completionFixture()]} />);
    expect(screen.getByRole('button', { name: 'Inject Answers (No AI Processing Required)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByLabelText('Upload Fresh DDQ to Fill')).toHaveProperty('accept', '.docx,.pdf');
    expect(screen.getByText('Choose a completed DDQ...')).toBeTruthy();
  });
});

describe('DDQ upload error text', () => {
  it('reports upload-url failures as "Failed to get upload URL" and keeps other messages', async () => {
    expect(ddqUploadErrorText(new Error('Failed to get upload URL: Bad Gateway'))).toBe('Failed to get upload URL');
    expect(ddqUploadErrorText(new Error('Upload failed: Payload Too Large'))).toBe('Upload failed: Payload Too Large');
    expect(ddqUploadErrorText(new Error(''))).toContain('snag');
    await waitFor(() => true);
  });
});
